import { screen } from '@testing-library/react';
import { mensagemErroCep } from '@portal/contracts';
import { redeFalsa, type Resposta } from '../../../testes/rede-falsa';
import { ENDERECO, registrosDoUsuario, VIACEP_SE as SE } from '../../../testes/registros';
import { esperarLocal } from '../../../testes/renderizar';
import { abrirFormulario, consultas, prepararEndereco, servicoPostal } from '../../../testes/servico-postal';

describe('endereço', () => {
  prepararEndereco();

  it('com o serviço de CEP fora do ar, o endereço digitado à mão é salvo e o cadastro segue', async () => {
    let criado = false;
    const pedidos = redeFalsa({
      ...registrosDoUsuario({ dados: true }),
      'GET /v1/candidato/viaRapida/endereco/9': (): Resposta =>
        criado ? { status: 200, data: ENDERECO } : { status: 404 },
      'POST /v1/candidato/viaRapida/endereco/create': () => (
        (criado = true),
        { status: 201, data: ENDERECO }
      ),
    });
    servicoPostal(() => Promise.reject(new TypeError('Failed to fetch')));
    const u = await abrirFormulario();
    await u.type(screen.getByLabelText(/^CEP/), '01001-000{Enter}');
    expect(await screen.findByLabelText(/^CEP/)).toHaveAccessibleDescription(
      expect.stringContaining(mensagemErroCep.ERRO_SERVIDOR),
    );
    await u.type(screen.getByLabelText(/^Logradouro/), 'Praça da Sé');
    await u.type(screen.getByLabelText(/^Número/), '10');
    await u.type(screen.getByLabelText(/^Bairro/), 'Sé');
    await u.type(screen.getByLabelText(/^Município/), 'São Paulo');
    await u.type(screen.getByLabelText(/^UF/), 'sp');
    await u.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    await esperarLocal('/candidato/questionario-socioeconomico/form');
    expect(pedidos.find((p) => p.chave === 'POST /v1/candidato/viaRapida/endereco/create')?.corpo).toEqual({
      idUsuario: 9,
      cep: '01001000',
      logradouro: 'Praça da Sé',
      numero: '10',
      complemento: null,
      bairro: 'Sé',
      municipio: 'São Paulo',
      uf: 'SP',
    });
  });

  // The lookup's old error ("serviço indisponível") must not hide the form's own refusal of the CEP typed by hand.
  it('depois de uma busca que falhou, o erro do formulário no CEP aparece no campo', async () => {
    redeFalsa({
      ...registrosDoUsuario({ dados: true }),
      'GET /v1/candidato/viaRapida/endereco/9': { status: 404 },
    });
    servicoPostal(() => Promise.reject(new TypeError('Failed to fetch')));
    const u = await abrirFormulario();
    const cep = screen.getByLabelText(/^CEP/);
    await u.type(cep, '01001-000{Enter}');
    expect(await screen.findByLabelText(/^CEP/)).toHaveAccessibleDescription(
      expect.stringContaining(mensagemErroCep.ERRO_SERVIDOR),
    );
    await u.clear(cep);
    await u.type(cep, '0100100');
    await u.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    expect(screen.getByLabelText(/^CEP/)).toHaveAccessibleDescription(
      expect.stringContaining(mensagemErroCep.CEP_MUITO_CURTO),
    );
    expect(screen.getByLabelText(/^CEP/)).toHaveAccessibleDescription(
      expect.not.stringContaining(mensagemErroCep.ERRO_SERVIDOR),
    );
  });

  it('a busca por UF, município e logradouro valida, lista os resultados e a escolha preenche o formulário', async () => {
    redeFalsa(registrosDoUsuario({ dados: true }));
    servicoPostal(() => [SE, { ...SE, cep: '01002-000', complemento: 'lado par' }]);
    const u = await abrirFormulario();
    await u.click(screen.getByText('Não sei o CEP'));
    await u.type(screen.getByLabelText(/^Sigla do estado/), 'XX');
    await u.type(screen.getByLabelText(/^Cidade/), 'Sã');
    await u.click(screen.getByRole('button', { name: 'Pesquisar endereço' }));
    expect(screen.getByLabelText(/^Sigla do estado/)).toHaveAccessibleDescription(
      expect.stringContaining(mensagemErroCep.UF_NAO_EXISTE),
    );
    expect(screen.getByLabelText(/^Cidade/)).toHaveAccessibleDescription(
      expect.stringContaining(mensagemErroCep.MUNICIPIO_MUITO_CURTO),
    );
    expect(screen.getByLabelText(/^Rua, avenida/)).toHaveAccessibleDescription(
      expect.stringContaining(mensagemErroCep.LOGRADOURO_VAZIO),
    );
    expect(consultas).toEqual([]);
    await u.clear(screen.getByLabelText(/^Sigla do estado/));
    await u.type(screen.getByLabelText(/^Sigla do estado/), 'sp');
    await u.type(screen.getByLabelText(/^Cidade/), 'o Paulo');
    await u.type(screen.getByLabelText(/^Rua, avenida/), 'Praça da Sé');
    await u.click(screen.getByRole('button', { name: 'Pesquisar endereço' }));
    await u.click(await screen.findByRole('button', { name: /lado par.*CEP 01002-000/ }));
    expect(screen.getByLabelText(/^CEP/)).toHaveValue('01002000');
    // The range note ("lado par") told the two results apart; it is not the candidate's complement.
    expect(screen.getByLabelText(/^Complemento/)).toHaveValue('');
  });

  // The errors sat in the fields' descriptions with the focus still on the button: a screen reader said nothing.
  it('uma busca recusada leva o foco ao primeiro campo com erro, que é lido com a sua mensagem', async () => {
    redeFalsa(registrosDoUsuario({ dados: true }));
    servicoPostal(() => [SE]);
    const u = await abrirFormulario();
    await u.click(screen.getByText('Não sei o CEP'));
    await u.type(screen.getByLabelText(/^Sigla do estado/), 'SP');
    await u.click(screen.getByRole('button', { name: 'Pesquisar endereço' }));
    expect(screen.getByLabelText(/^Cidade/)).toHaveFocus();
    expect(screen.getByLabelText(/^Cidade/)).toHaveAccessibleDescription(
      expect.stringContaining(mensagemErroCep.MUNICIPIO_VAZIO),
    );
    expect(consultas).toEqual([]);
  });
});
