import { CodigoErroCep } from '@portal/contracts';
import { VIACEP_SE as SE } from '../../../testes/registros';
import { buscarPorCep, buscarPorLogradouro } from './cliente-cep';

type Resposta = { status: number; corpo?: unknown } | 'falha-de-rede';
const fetchOriginal = globalThis.fetch;
let pedidos: string[] = [];

/** The postal service is the network edge: only fetch is faked. */
function servicoPostal(resposta: Resposta) {
  globalThis.fetch = (async (url: string) => {
    pedidos.push(url);
    if (resposta === 'falha-de-rede') throw new TypeError('Failed to fetch');
    return {
      status: resposta.status,
      ok: resposta.status >= 200 && resposta.status < 300,
      json: async () => resposta.corpo,
    } as Response;
  }) as typeof fetch;
}

beforeEach(() => {
  pedidos = [];
});
afterEach(() => {
  globalThis.fetch = fetchOriginal;
});

describe('buscarPorCep', () => {
  it('preenche o endereço a partir da resposta', async () => {
    servicoPostal({ status: 200, corpo: SE });
    const resultado = await buscarPorCep('01001-000');
    expect(pedidos).toEqual(['http://localhost:4100/ws/01001000/json/']);
    expect(resultado).toEqual({
      ok: true,
      valor: {
        cep: '01001000',
        logradouro: 'Praça da Sé',
        complemento: 'lado ímpar',
        bairro: 'Sé',
        municipio: 'São Paulo',
        uf: 'SP',
      },
    });
  });

  it('resposta sem o campo cep significa não encontrado', async () => {
    servicoPostal({ status: 200, corpo: { erro: 'true' } });
    expect(await buscarPorCep('99999999')).toEqual({ ok: false, codigo: CodigoErroCep.CEP_NAO_ENCONTRADO });
  });

  it('400 do serviço significa CEP inválido', async () => {
    servicoPostal({ status: 400, corpo: {} });
    expect(await buscarPorCep('1234567a')).toEqual({ ok: false, codigo: CodigoErroCep.CEP_INVALIDO });
  });

  it.each<Resposta>([{ status: 500 }, { status: 503 }, 'falha-de-rede'])(
    'serviço fora do ar (%p) → ERRO_SERVIDOR',
    async (r) => {
      servicoPostal(r);
      expect(await buscarPorCep('01001000')).toEqual({ ok: false, codigo: CodigoErroCep.ERRO_SERVIDOR });
    },
  );
});

describe('buscarPorLogradouro', () => {
  it('lista os endereços encontrados, com UF em maiúsculas e partes codificadas', async () => {
    servicoPostal({ status: 200, corpo: [SE, { ...SE, cep: '01002-000', complemento: 'lado par' }] });
    const resultado = await buscarPorLogradouro('sp', 'São Paulo', 'Praça da Sé');
    expect(pedidos).toEqual(['http://localhost:4100/ws/SP/S%C3%A3o%20Paulo/Pra%C3%A7a%20da%20S%C3%A9/json/']);
    expect(resultado.ok && resultado.valor.map((e) => e.cep)).toEqual(['01001000', '01002000']);
  });

  it('lista vazia significa não encontrado', async () => {
    servicoPostal({ status: 200, corpo: [] });
    expect(await buscarPorLogradouro('SP', 'São Paulo', 'Rua Inexistente')).toEqual({
      ok: false,
      codigo: CodigoErroCep.CEP_NAO_ENCONTRADO,
    });
  });

  it('serviço fora do ar → ERRO_SERVIDOR', async () => {
    servicoPostal('falha-de-rede');
    expect(await buscarPorLogradouro('SP', 'São Paulo', 'Praça')).toEqual({
      ok: false,
      codigo: CodigoErroCep.ERRO_SERVIDOR,
    });
  });
});
