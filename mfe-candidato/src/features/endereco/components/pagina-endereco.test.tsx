import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mensagemErroCep } from '@portal/contracts';
import { redeFalsa, type Resposta } from '../../../testes/rede-falsa';
import { ENDERECO, registrosDoUsuario, VIACEP_SE as SE } from '../../../testes/registros';
import { abrir, esperarLocal, prepararTestes } from '../../../testes/renderizar';
import { entrarComo } from '../../../testes/sessao';

const fetchOriginal = globalThis.fetch;
let consultas: string[] = [];

/** The postal service is another origin reached with fetch: faking fetch is faking the network edge. */
function servicoPostal(responder: (url: string) => unknown | Promise<never>) {
  globalThis.fetch = (async (url: string) => {
    consultas.push(url);
    const corpo = await responder(url);
    return { status: 200, ok: true, json: async () => corpo } as Response;
  }) as typeof fetch;
}

async function abrirFormulario() {
  abrir('/candidato/endereco/form');
  await screen.findByLabelText(/^CEP/);
  return userEvent.setup();
}

describe('endereço', () => {
  prepararTestes();
  beforeEach(() => {
    consultas = [];
    entrarComo();
  });
  afterEach(() => {
    globalThis.fetch = fetchOriginal;
  });

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
    expect(screen.getByLabelText(/^Complemento/)).toHaveValue('lado par');
  });
});
