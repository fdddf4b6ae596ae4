import { screen, waitFor } from '@testing-library/react';
import { mensagemErroCep } from '@portal/contracts';
import { redeFalsa } from '../../../testes/rede-falsa';
import { registrosDoUsuario, VIACEP_SE as SE } from '../../../testes/registros';
import { abrirFormulario, consultas, prepararEndereco, servicoPostal } from '../../../testes/servico-postal';

describe('endereço', () => {
  prepararEndereco();

  it('cada campo com finalidade conhecida tem seu token de autocomplete (1.3.5); número, nenhum inventado', async () => {
    redeFalsa(registrosDoUsuario({ dados: true }));
    await abrirFormulario();
    const tokens = Object.fromEntries(
      ['CEP', 'Logradouro', 'Número', 'Complemento', 'Bairro', 'Município', 'UF'].map((rotulo) => [
        rotulo,
        screen.getByLabelText(new RegExp(`^${rotulo}`)).getAttribute('autocomplete'),
      ]),
    );
    expect(tokens).toEqual({
      CEP: 'postal-code',
      Logradouro: 'address-line1',
      Número: null,
      Complemento: 'address-line2',
      Bairro: 'address-level3',
      Município: 'address-level2',
      UF: 'address-level1',
    });
  });

  it('o CEP preenche o endereço e leva o foco ao número', async () => {
    redeFalsa(registrosDoUsuario({ dados: true }));
    servicoPostal(() => SE);
    const u = await abrirFormulario();
    await u.type(screen.getByLabelText(/^CEP/), '01001-000');
    await u.click(screen.getByRole('button', { name: 'Buscar endereço pelo CEP' }));
    expect(await screen.findByDisplayValue('Praça da Sé')).toHaveAttribute('id', 'endereco-logradouro');
    expect(screen.getByLabelText(/^Município/)).toHaveValue('São Paulo');
    expect(screen.getByLabelText(/^UF/)).toHaveValue('SP');
    expect(screen.getByLabelText(/^Número/)).toHaveFocus();
    expect(consultas).toEqual(['http://localhost:4100/ws/01001000/json/']);
  });

  it.each([
    ['0100', mensagemErroCep.CEP_MUITO_CURTO],
    ['0100A000', mensagemErroCep.CEP_INVALIDO],
  ])('CEP "%s" inválido mostra a mensagem sem consultar o serviço', async (cep, mensagem) => {
    redeFalsa(registrosDoUsuario({ dados: true }));
    servicoPostal(() => SE);
    const u = await abrirFormulario();
    await u.type(screen.getByLabelText(/^CEP/), `${cep}{Enter}`);
    expect(await screen.findByLabelText(/^CEP/)).toHaveAccessibleDescription(
      expect.stringContaining(mensagem),
    );
    expect(consultas).toEqual([]);
  });

  it('CEP desconhecido diz que não foi encontrado', async () => {
    redeFalsa(registrosDoUsuario({ dados: true }));
    servicoPostal(() => ({ erro: 'true' }));
    const u = await abrirFormulario();
    await u.type(screen.getByLabelText(/^CEP/), '99999999{Enter}');
    expect(await screen.findByLabelText(/^CEP/)).toHaveAccessibleDescription(
      expect.stringContaining(mensagemErroCep.CEP_NAO_ENCONTRADO),
    );
  });

  it('a nota de faixa do serviço postal ("lado ímpar") não vai para o Complemento', async () => {
    redeFalsa(registrosDoUsuario({ dados: true }));
    servicoPostal(() => SE);
    const u = await abrirFormulario();
    await u.type(screen.getByLabelText(/^CEP/), '01001000{Enter}');
    await screen.findByDisplayValue('Praça da Sé');
    expect(screen.getByLabelText(/^Complemento/)).toHaveValue('');
  });

  it('um CEP não encontrado depois de outro limpa o que a consulta anterior preencheu', async () => {
    redeFalsa(registrosDoUsuario({ dados: true }));
    servicoPostal((url) => (url.includes('01001000') ? SE : { erro: 'true' }));
    const u = await abrirFormulario();
    const cep = screen.getByLabelText(/^CEP/);
    await u.type(cep, '01001000{Enter}');
    await screen.findByDisplayValue('Praça da Sé');
    await u.type(screen.getByLabelText(/^Número/), '100');
    await u.clear(cep);
    await u.type(cep, '20040020{Enter}');
    expect(await screen.findByLabelText(/^CEP/)).toHaveAccessibleDescription(
      expect.stringContaining(mensagemErroCep.CEP_NAO_ENCONTRADO),
    );
    expect(screen.getByLabelText(/^Logradouro/)).toHaveValue('');
    expect(screen.getByLabelText(/^Bairro/)).toHaveValue('');
    expect(screen.getByLabelText(/^Município/)).toHaveValue('');
    expect(screen.getByLabelText(/^UF/)).toHaveValue('');
    // What the candidate typed is theirs: only what the lookup filled goes away.
    expect(screen.getByLabelText(/^Número/)).toHaveValue('100');
    expect(cep).toHaveValue('20040020');
  });

  // A lookup on a slow network: what the candidate typed while it ran is theirs, even in a field it had filled.
  it('um CEP não encontrado só depois de uma espera não apaga o que foi digitado enquanto isso', async () => {
    redeFalsa(registrosDoUsuario({ dados: true }));
    let responder: (corpo: unknown) => void = () => {};
    servicoPostal((url) =>
      url.includes('01001000') ? SE : new Promise((resolver) => (responder = resolver)),
    );
    const u = await abrirFormulario();
    const cep = screen.getByLabelText(/^CEP/);
    await u.type(cep, '01001000{Enter}');
    await screen.findByDisplayValue('Praça da Sé');
    await u.clear(cep);
    await u.type(cep, '20040020{Enter}');
    await screen.findByText('Buscando o CEP…');
    const logradouro = screen.getByLabelText(/^Logradouro/);
    await u.clear(logradouro);
    await u.type(logradouro, 'Rua Nova');
    responder({ erro: 'true' });
    await waitFor(() =>
      expect(screen.getByLabelText(/^CEP/)).toHaveAccessibleDescription(
        expect.stringContaining(mensagemErroCep.CEP_NAO_ENCONTRADO),
      ),
    );
    expect(screen.getByLabelText(/^Logradouro/)).toHaveValue('Rua Nova');
    expect(screen.getByLabelText(/^Bairro/)).toHaveValue('');
  });
});
