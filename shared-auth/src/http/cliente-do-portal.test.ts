import { clienteDoCatalogo, HttpNome } from '@portal/contracts';
import { http } from './cliente-do-portal';
import { encerrarSessao, iniciarSessao } from '../session/session-store';
import { servidorFalso } from '../testes/servidor-falso';
import { tokenDeTeste } from '../testes/jwt';

const ok = () => ({ status: 200, data: {} });

function cabecalho(config: { headers: { get(nome: string): unknown } }, nome: string): unknown {
  return config.headers.get(nome);
}

beforeEach(() => {
  encerrarSessao();
  document.cookie = `${HttpNome.csrfCookie}=csrf-123; path=/`;
  http.defaults.baseURL = '';
});

describe('Bearer', () => {
  it('leva o token guardado em toda requisição', async () => {
    const token = tokenDeTeste();
    iniciarSessao({ token, refreshToken: 'r1' });
    const servidor = servidorFalso(ok);
    await http.get('/v1/usuario/42', { adapter: servidor.adapter });
    await http.post('/v1/inscricao/x', {}, { adapter: servidor.adapter });
    expect(servidor.recebidas.map((c) => cabecalho(c, 'Authorization'))).toEqual([
      `Bearer ${token}`,
      `Bearer ${token}`,
    ]);
  });

  it('só vai para a origem da API: um analyticsUrl ou CEP de outra origem não recebe o token do cidadão', async () => {
    iniciarSessao({ token: tokenDeTeste(), refreshToken: 'r1' });
    const servidor = servidorFalso(ok);
    await http.post('https://analytics.exemplo.com/coleta', {}, { adapter: servidor.adapter });
    await http.get('http://localhost:4100/ws/01001000/json/', { adapter: servidor.adapter });
    await http.get('//outra.exemplo.com/v1/usuario/42', { adapter: servidor.adapter });
    expect(servidor.recebidas.map((c) => cabecalho(c, 'Authorization'))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('com a API em outra origem (baseURL), o token vai só para ela, não para a página nem para terceiros', async () => {
    const token = tokenDeTeste();
    iniciarSessao({ token, refreshToken: 'r1' });
    http.defaults.baseURL = 'https://api.exemplo.gov.br';
    const servidor = servidorFalso(ok);
    await http.get('/v1/usuario/42', { adapter: servidor.adapter });
    await http.get('https://api.exemplo.gov.br/v1/usuario/42', { adapter: servidor.adapter });
    await http.get(`${window.location.origin}/v1/analytics/pageview`, { adapter: servidor.adapter });
    await http.get('https://api.exemplo.gov.br.atacante.com/v1/x', { adapter: servidor.adapter });
    expect(servidor.recebidas.map((c) => cabecalho(c, 'Authorization'))).toEqual([
      `Bearer ${token}`,
      `Bearer ${token}`,
      undefined,
      undefined,
    ]);
  });

  it('outra origem que responde 401 Token-Expired não faz renovar nem recebe o token novo', async () => {
    iniciarSessao({ token: tokenDeTeste(), refreshToken: 'r1' });
    const servidor = servidorFalso((config) =>
      config.url?.includes('/authentication/refresh')
        ? { status: 200, data: { token: tokenDeTeste(), refreshToken: 'r2' } }
        : { status: 401, data: {}, headers: { [HttpNome.tokenExpired]: 'true' } },
    );
    await expect(
      http.get('https://analytics.exemplo.com/coleta', { adapter: servidor.adapter }),
    ).rejects.toBeTruthy();
    expect(servidor.recebidas.map((c) => [c.url, cabecalho(c, 'Authorization')])).toEqual([
      ['https://analytics.exemplo.com/coleta', undefined],
    ]);
  });

  // The catalogue is public: read with the citizen's token, the service worker can neither keep it (a signed-in read
  // is never kept, issue 30 item 7) nor serve it offline, and a signed-in citizen lost what a visitor has (item 3).
  it('as leituras do catálogo vão sem o token, mesmo com sessão; o envio de uma dúvida leva o token', async () => {
    iniciarSessao({ token: tokenDeTeste(), refreshToken: 'r1' });
    const servidor = servidorFalso((config) =>
      config.method === 'post'
        ? { status: 202, data: { message: 'ok', errors: [] } }
        : { status: 200, data: [] },
    );
    const adaptador = http.defaults.adapter;
    http.defaults.adapter = servidor.adapter;
    try {
      const catalogo = clienteDoCatalogo(http);
      await catalogo.cursosDaModalidade(1);
      await catalogo.municipios(11);
      await catalogo
        .enviarPergunta({
          nome: 'Ana',
          email: 'ana@exemplo.com.br',
          pergunta: 'Quando começa?',
          assunto: 'geral',
        })
        .catch(() => undefined);
    } finally {
      http.defaults.adapter = adaptador;
    }
    expect(servidor.recebidas.map((c) => [c.method, Boolean(cabecalho(c, 'Authorization'))])).toEqual([
      ['get', false],
      ['get', false],
      ['post', true],
    ]);
  });

  it('não inventa cabeçalho sem sessão', async () => {
    const servidor = servidorFalso(ok);
    await http.get('/v1/inscricao/NovoPrograma', { adapter: servidor.adapter });
    expect(cabecalho(servidor.recebidas[0]!, 'Authorization')).toBeUndefined();
  });
});

describe('CSRF', () => {
  it.each(['post', 'put', 'patch', 'delete'] as const)(
    '%s para URL relativa leva X-XSRF-TOKEN do cookie',
    async (metodo) => {
      const servidor = servidorFalso(ok);
      await http.request({ method: metodo, url: '/v1/usuario/logout', adapter: servidor.adapter });
      expect(cabecalho(servidor.recebidas[0]!, HttpNome.csrfHeader)).toBe('csrf-123');
      expect(servidor.recebidas[0]!.withCredentials).toBe(true);
    },
  );

  it('GET não leva o cabeçalho', async () => {
    const servidor = servidorFalso(ok);
    await http.get('/v1/usuario/42', { adapter: servidor.adapter });
    expect(cabecalho(servidor.recebidas[0]!, HttpNome.csrfHeader)).toBeUndefined();
  });

  it('URL absoluta de outra origem nunca recebe o cabeçalho nem credenciais', async () => {
    const servidor = servidorFalso(ok);
    await http.post('http://localhost:4100/ws/01001000/json/', {}, { adapter: servidor.adapter });
    expect(cabecalho(servidor.recebidas[0]!, HttpNome.csrfHeader)).toBeUndefined();
    expect(servidor.recebidas[0]!.withCredentials).toBe(false);
  });

  it('URL absoluta da própria origem conta como relativa', async () => {
    const servidor = servidorFalso(ok);
    await http.post(`${window.location.origin}/v1/x`, {}, { adapter: servidor.adapter });
    expect(cabecalho(servidor.recebidas[0]!, HttpNome.csrfHeader)).toBe('csrf-123');
  });

  it('baseURL de outra origem (API em outro host) também fica sem o cabeçalho', async () => {
    http.defaults.baseURL = 'https://api.exemplo.gov.br';
    const servidor = servidorFalso(ok);
    await http.post('/v1/x', {}, { adapter: servidor.adapter });
    expect(cabecalho(servidor.recebidas[0]!, HttpNome.csrfHeader)).toBeUndefined();
  });

  it('na primeira visita, sem cookie, busca o cookie com um GET antes de enviar', async () => {
    document.cookie = `${HttpNome.csrfCookie}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    const servidor = servidorFalso((config) => {
      if (config.url === '/v1/health') document.cookie = `${HttpNome.csrfCookie}=novo-456; path=/`;
      return ok();
    });
    await Promise.all([
      http.post('/v1/usuario/authentication', {}, { adapter: servidor.adapter }),
      http.post('/v1/analytics/pageview', {}, { adapter: servidor.adapter }),
    ]);
    const urls = servidor.recebidas.map((c) => c.url);
    expect(urls.filter((u) => u === '/v1/health')).toHaveLength(1);
    const posts = servidor.recebidas.filter((c) => c.method === 'post');
    expect(posts.map((c) => cabecalho(c, HttpNome.csrfHeader))).toEqual(['novo-456', 'novo-456']);
  });
});
