import { criarClienteHttp } from './cliente-http';
import type { ConfiguracaoInterna } from './tipos';

/** A client whose adapter records what it would send and answers 200. */
function clienteGravado() {
  const cliente = criarClienteHttp();
  const enviados: ConfiguracaoInterna[] = [];
  cliente.defaults.adapter = async (config) => {
    enviados.push(config);
    return { data: null, status: 200, statusText: 'OK', headers: {}, config };
  };
  return { cliente, enviados };
}

describe('o corpo de uma requisição', () => {
  it.each([
    ['um objeto', { a: 1 }, '{"a":1}'],
    ['uma lista', [1, 2], '[1,2]'],
    ['um objeto sem protótipo', Object.assign(Object.create(null) as object, { b: 2 }), '{"b":2}'],
  ])('%s vai em JSON, com Content-Type application/json', async (_, corpo, json) => {
    const { cliente, enviados } = clienteGravado();
    await cliente.post('/v1/x', corpo);
    expect(enviados[0]?.data).toBe(json);
    expect(enviados[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('um Content-Type dado pela chamada fica', async () => {
    const { cliente, enviados } = clienteGravado();
    await cliente.put('/v1/x', { a: 1 }, { headers: { 'Content-Type': 'application/merge-patch+json' } });
    expect(enviados[0]?.headers.get('content-type')).toBe('application/merge-patch+json');
    expect(enviados[0]?.data).toBe('{"a":1}');
  });

  it.each([
    ['um texto', 'a=1'],
    ['URLSearchParams', new URLSearchParams({ a: '1' })],
    ['FormData', new FormData()],
    ['uma data (objeto de outra classe)', new Date(0)],
  ])('%s vai como está, sem Content-Type', async (_, corpo) => {
    const { cliente, enviados } = clienteGravado();
    await cliente.patch('/v1/x', corpo);
    expect(enviados[0]?.data).toBe(corpo);
    expect(enviados[0]?.headers.has('Content-Type')).toBe(false);
  });

  it.each([null, undefined])('%s não vira corpo', async (corpo) => {
    const { cliente, enviados } = clienteGravado();
    await cliente.post('/v1/x', corpo);
    expect(enviados[0]).toHaveProperty('data', undefined);
    expect(enviados[0]?.headers.has('Content-Type')).toBe(false);
  });
});

describe('o que toda requisição leva', () => {
  it('cada atalho manda o seu método, em minúsculas', async () => {
    const { cliente, enviados } = clienteGravado();
    await cliente.get('/a');
    await cliente.delete('/a');
    await cliente.head('/a');
    await cliente.post('/a');
    await cliente.put('/a');
    await cliente.patch('/a');
    await cliente.request({ url: '/a', method: 'OPTIONS' });
    await cliente.request({});
    expect(enviados.map((c) => c.method)).toEqual([
      'get',
      'delete',
      'head',
      'post',
      'put',
      'patch',
      'options',
      'get',
    ]);
    expect(enviados[7]?.url).toBe('');
  });

  it('Accept de JSON por padrão, trocável pela chamada', async () => {
    const { cliente, enviados } = clienteGravado();
    await cliente.get('/a');
    await cliente.get('/a', { headers: { accept: 'text/calendar' } });
    expect(enviados[0]?.headers.get('Accept')).toBe('application/json, text/plain, */*');
    expect(enviados[1]?.headers.get('Accept')).toBe('text/calendar');
  });

  it('baseURL e timeout dos padrões, a menos que a chamada diga outros', async () => {
    const { cliente, enviados } = clienteGravado();
    cliente.defaults.baseURL = '/v1';
    cliente.defaults.timeout = 5_000;
    await cliente.get('/a');
    await cliente.get('/a', { baseURL: 'http://outro', timeout: 1 });
    expect(enviados.map((c) => [c.baseURL, c.timeout])).toEqual([
      ['/v1', 5_000],
      ['http://outro', 1],
    ]);
  });

  it('um adaptador da chamada vale só para ela', async () => {
    const { cliente, enviados } = clienteGravado();
    const proprio = jest.fn(async (config: ConfiguracaoInterna) => ({
      data: 'meu',
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    }));
    expect((await cliente.get('/a', { adapter: proprio })).data).toBe('meu');
    expect(enviados).toHaveLength(0);
  });

  it('getUri diz o endereço completo, com a baseURL dos padrões e os params', () => {
    const { cliente } = clienteGravado();
    cliente.defaults.baseURL = '/v1';
    expect(cliente.getUri({ url: 'cursos', params: { modalidade: 1 } })).toBe('/v1/cursos?modalidade=1');
  });
});

describe('passos e tratadores', () => {
  it('os passos rodam na ordem em que foram postos, antes de o corpo virar JSON', async () => {
    const { cliente, enviados } = clienteGravado();
    const ordem: string[] = [];
    cliente.interceptors.request.use((config) => {
      ordem.push('primeiro');
      return { ...config, data: { ...(config.data as object), passo: 1 } };
    });
    cliente.interceptors.request.use(async (config) => {
      ordem.push('segundo');
      return config;
    });
    await cliente.post('/a', { a: 1 });
    expect(ordem).toEqual(['primeiro', 'segundo']);
    expect(enviados[0]?.data).toBe('{"a":1,"passo":1}');
  });

  it('um tratador que responde encerra a cadeia; um que lança passa o erro ao seguinte', async () => {
    const cliente = criarClienteHttp();
    cliente.defaults.adapter = async () => {
      throw new Error('rede');
    };
    const vistos: string[] = [];
    cliente.interceptors.response.use(undefined, async (erro) => {
      vistos.push(`1:${(erro as Error).message}`);
      throw new Error('do primeiro');
    });
    cliente.interceptors.response.use(undefined, async (erro) => {
      vistos.push(`2:${(erro as Error).message}`);
      return { data: 'salvo', status: 200, statusText: 'OK', headers: {}, config: {} as ConfiguracaoInterna };
    });
    cliente.interceptors.response.use(undefined, async () => {
      vistos.push('3');
      throw new Error('não chega aqui');
    });
    expect((await cliente.get('/a')).data).toBe('salvo');
    expect(vistos).toEqual(['1:rede', '2:do primeiro']);
  });
});
