import { Cabecalhos } from './cabecalhos';
import { adaptadorFetch } from './adaptador-fetch';
import { ehErroHttp, type ConfiguracaoInterna } from './tipos';

interface Pedido {
  url: string;
  init: RequestInit;
}

/** The browser's fetch at its edge: records what was asked and answers `corpo` with `status` and `headers`. */
function fetchFalso(status: number, corpo: string, headers: Record<string, string> = {}) {
  const pedidos: Pedido[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit) => {
    pedidos.push({ url, init });
    return {
      status,
      statusText: String(status),
      headers: new Map(Object.entries(headers)),
      text: async () => corpo,
    };
  }) as unknown as typeof fetch;
  return pedidos;
}

const config = (extra: Partial<ConfiguracaoInterna> = {}): ConfiguracaoInterna => ({
  method: 'get',
  url: '/v1/cursos',
  headers: new Cabecalhos(),
  ...extra,
});

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
  jest.useRealTimers();
});

it('monta a URL com baseURL e params como o axios fazia, e lê o corpo JSON', async () => {
  const pedidos = fetchFalso(200, '[{"id":1}]', { 'Content-Type': 'application/json' });
  const resposta = await adaptadorFetch(
    config({
      baseURL: 'https://api.exemplo/',
      params: { modalidade: 22, nome: 'a b:c', ids: [1, 2], vazio: undefined },
    }),
  );
  expect(pedidos[0]?.url).toBe(
    'https://api.exemplo/v1/cursos?modalidade=22&nome=a+b:c&ids%5B%5D=1&ids%5B%5D=2',
  );
  expect(resposta).toMatchObject({ status: 200, data: [{ id: 1 }] });
  expect(Cabecalhos.de(resposta.headers).get('content-type')).toBe('application/json');
});

it('envia método, cabeçalhos, corpo e credenciais pedidos', async () => {
  const pedidos = fetchFalso(204, '');
  const headers = new Cabecalhos().set('X-XSRF-TOKEN', 'c1');
  const resposta = await adaptadorFetch(
    config({ method: 'post', headers, data: '{"a":1}', withCredentials: true }),
  );
  expect(pedidos[0]?.init).toMatchObject({
    method: 'POST',
    headers: { 'X-XSRF-TOKEN': 'c1' },
    body: '{"a":1}',
    credentials: 'include',
  });
  expect(resposta.data).toBe('');
});

it('um status fora de 2xx falha com a resposta da API ({message, errors[]}) anexada', async () => {
  fetchFalso(422, '{"message":"Dados inválidos.","errors":["CPF inválido."]}', { 'Token-Expired': 'true' });
  const erro: unknown = await adaptadorFetch(config()).catch((e: unknown) => e);
  expect(ehErroHttp(erro) && erro.code).toBe('ERR_BAD_REQUEST');
  expect(ehErroHttp(erro) && erro.response?.data).toEqual({
    message: 'Dados inválidos.',
    errors: ['CPF inválido.'],
  });
  expect(ehErroHttp(erro) && Cabecalhos.de(erro.response?.headers).has('token-expired')).toBe(true);
});

it('sem rede, falha sem resposta (a página mostra "verifique sua conexão")', async () => {
  globalThis.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as unknown as typeof fetch;
  const erro: unknown = await adaptadorFetch(config()).catch((e: unknown) => e);
  expect(ehErroHttp(erro) && [erro.code, erro.response]).toEqual(['ERR_NETWORK', undefined]);
});

function fetchQueEspera() {
  globalThis.fetch = jest.fn(
    (_url: string, init: RequestInit) =>
      new Promise((_, rejeitar) =>
        init.signal?.addEventListener('abort', () => rejeitar(new Error('abortado'))),
      ),
  ) as unknown as typeof fetch;
}

it('passado o timeout, desiste com ECONNABORTED', async () => {
  jest.useFakeTimers();
  fetchQueEspera();
  const pendente = adaptadorFetch(config({ timeout: 5000 })).catch((e: unknown) => e);
  jest.advanceTimersByTime(5000);
  const erro = await pendente;
  expect(ehErroHttp(erro) && [erro.code, erro.message]).toEqual([
    'ECONNABORTED',
    'timeout of 5000ms exceeded',
  ]);
});

it('o sinal de quem chamou cancela o pedido com ERR_CANCELED', async () => {
  fetchQueEspera();
  const controle = new AbortController();
  const pendente = adaptadorFetch(config({ signal: controle.signal })).catch((e: unknown) => e);
  controle.abort();
  const erro = await pendente;
  expect(ehErroHttp(erro) && erro.code).toBe('ERR_CANCELED');
});

it.each([
  [200, null],
  [299, null],
  [300, 'ERR_BAD_REQUEST'],
  [199, 'ERR_BAD_REQUEST'],
  [499, 'ERR_BAD_REQUEST'],
  [500, 'ERR_BAD_RESPONSE'],
  [503, 'ERR_BAD_RESPONSE'],
])('o status %i: só 2xx é sucesso; abaixo de 500 o erro é do pedido (%s)', async (status, codigo) => {
  fetchFalso(status, 'texto puro');
  const resultado: unknown = await adaptadorFetch(config()).catch((e: unknown) => e);
  if (codigo === null) {
    expect(resultado).toMatchObject({ status, data: 'texto puro' });
  } else {
    expect(ehErroHttp(resultado) && [resultado.code, resultado.message, resultado.response?.status]).toEqual([
      codigo,
      `Request failed with status code ${status}`,
      status,
    ]);
  }
});

it('sem credenciais pedidas, só as da mesma origem; o método vai em maiúsculas', async () => {
  const pedidos = fetchFalso(200, '');
  await adaptadorFetch(config({ method: 'delete' }));
  expect(pedidos[0]?.init).toMatchObject({ method: 'DELETE', credentials: 'same-origin' });
});

it('um sinal já cancelado não chega a esperar: ERR_CANCELED', async () => {
  // As the browser's fetch does, a request whose signal is already aborted fails at once.
  globalThis.fetch = jest.fn(async (_url: string, init: RequestInit) => {
    if (init.signal?.aborted) throw new Error('abortado');
    return new Promise(() => undefined);
  }) as unknown as typeof fetch;
  const controle = new AbortController();
  controle.abort();
  const erro: unknown = await adaptadorFetch(config({ signal: controle.signal })).catch((e: unknown) => e);
  expect(ehErroHttp(erro) && [erro.code, erro.message]).toEqual(['ERR_CANCELED', 'canceled']);
});

it('sem rede, a mensagem é a do axios', async () => {
  globalThis.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as unknown as typeof fetch;
  const erro: unknown = await adaptadorFetch(config()).catch((e: unknown) => e);
  expect(ehErroHttp(erro) && erro.message).toBe('Network Error');
});

it.each([0, -1, undefined])('timeout %s: sem relógio, o pedido espera o quanto precisar', async (timeout) => {
  jest.useFakeTimers();
  const espera = jest.spyOn(globalThis, 'setTimeout');
  fetchFalso(200, '');
  await adaptadorFetch(config({ timeout }));
  expect(espera).not.toHaveBeenCalled();
});

it('ao terminar, desarma o relógio e deixa de ouvir o sinal de quem chamou', async () => {
  jest.useFakeTimers();
  const limpar = jest.spyOn(globalThis, 'clearTimeout');
  fetchFalso(200, '');
  const controle = new AbortController();
  const deixar = jest.spyOn(controle.signal, 'removeEventListener');
  await adaptadorFetch(config({ timeout: 5000, signal: controle.signal }));
  expect(limpar).toHaveBeenCalled();
  expect(deixar).toHaveBeenCalledWith('abort', expect.any(Function));
  expect(jest.getTimerCount()).toBe(0);
});

it('um corpo vazio é texto vazio; um que não é JSON, o próprio texto', async () => {
  fetchFalso(200, '');
  expect((await adaptadorFetch(config())).data).toBe('');
  fetchFalso(200, '{quebrado');
  expect((await adaptadorFetch(config())).data).toBe('{quebrado');
});
