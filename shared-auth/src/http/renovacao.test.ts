import { HttpNome, Mensagem, StorageKey } from '@portal/contracts';
import { http, configurarHttp, renovarSessao } from './cliente-do-portal';
import { navegador } from './configuracao';
import { URL_REFRESH } from './renovacao';
import {
  definirIdentidadeGovBr,
  encerrarSessao,
  iniciarSessao,
  sessionStore,
} from '../session/session-store';
import { assinarNotificacoes } from '../notificacoes/barramento';
import type { Notificacao } from '../notificacoes/tipos';
import { servidorFalso, type Resposta } from '../testes/servidor-falso';
import { ErroHttp } from './tipos';
import { tokenDeTeste } from '../testes/jwt';

const TOKEN_VELHO = tokenDeTeste({ sessao: 'velho' });
const TOKEN_NOVO = tokenDeTeste({ sessao: 'novo' });
const EXPIRADO: Resposta = {
  status: 401,
  data: { message: Mensagem.tokenExpirado, errors: [] },
  headers: { [HttpNome.tokenExpired]: 'true' },
};

/** The API as far as these tests care: the old token is expired, the refresh hands out the new one. */
function api(
  refresh: () => Resposta = () => ({ status: 200, data: { token: TOKEN_NOVO, refreshToken: 'r2' } }),
) {
  return servidorFalso((config) => {
    if (config.url === URL_REFRESH) return refresh();
    const auth = config.headers.get('Authorization');
    return auth === `Bearer ${TOKEN_NOVO}` ? { status: 200, data: { url: config.url } } : EXPIRADO;
  });
}

const chamadasDeRefresh = (s: ReturnType<typeof api>) => s.recebidas.filter((c) => c.url === URL_REFRESH);

beforeEach(() => {
  encerrarSessao();
  iniciarSessao({ token: TOKEN_VELHO, refreshToken: 'r1' });
  configurarHttp({ baseURL: '' });
});

it('cinco requisições com 401 Token-Expired causam uma só renovação e cada uma é repetida uma vez', async () => {
  const servidor = api();
  http.defaults.adapter = servidor.adapter;
  const urls = [1, 2, 3, 4, 5].map((n) => `/v1/inscricao/${n}`);
  const respostas = await Promise.all(urls.map((url) => http.get(url)));

  expect(respostas.map((r) => r.data.url)).toEqual(urls);
  expect(chamadasDeRefresh(servidor)).toHaveLength(1);
  expect(JSON.parse(chamadasDeRefresh(servidor)[0]!.data)).toEqual({ id: 42, refreshToken: 'r1' });
  for (const url of urls) expect(servidor.recebidas.filter((c) => c.url === url)).toHaveLength(2);
  expect(localStorage.getItem(StorageKey.accessToken)).toBe(TOKEN_NOVO);
  expect(localStorage.getItem(StorageKey.refreshToken)).toBe('r2');
});

it('a repetição é única: um segundo 401 é devolvido a quem chamou', async () => {
  const servidor = servidorFalso((config) =>
    config.url === URL_REFRESH ? { status: 200, data: { token: TOKEN_NOVO, refreshToken: 'r2' } } : EXPIRADO,
  );
  http.defaults.adapter = servidor.adapter;
  await expect(http.get('/v1/usuario/42')).rejects.toMatchObject({ response: { status: 401 } });
  expect(servidor.recebidas.filter((c) => c.url === '/v1/usuario/42')).toHaveLength(2);
  expect(chamadasDeRefresh(servidor)).toHaveLength(1);
});

it('a própria chamada de renovação nunca é renovada, e a falha encerra a sessão', async () => {
  const aoExpirarSessao = jest.fn();
  configurarHttp({ baseURL: '', aoExpirarSessao });
  window.history.pushState({}, '', '/inscricao/historico?aba=2');
  const servidor = api(() => EXPIRADO);
  http.defaults.adapter = servidor.adapter;

  const resultados = await Promise.allSettled([http.get('/v1/a'), http.get('/v1/b'), http.get('/v1/c')]);

  expect(resultados.every((r) => r.status === 'rejected')).toBe(true);
  expect(chamadasDeRefresh(servidor)).toHaveLength(1);
  expect(aoExpirarSessao).toHaveBeenCalledTimes(1);
  expect(aoExpirarSessao).toHaveBeenCalledWith('/inscricao/historico?aba=2');
  expect(sessionStore.getState()).toMatchObject({ user: null, token: null, refreshToken: null });
  expect(localStorage.getItem(StorageKey.accessToken)).toBeNull();
  expect(localStorage.getItem(StorageKey.refreshToken)).toBeNull();
});

// Issue 30 item 3: oidc-client-ts keeps the gov.br user (the ID token with CPF, name and e-mail) in the tab's
// sessionStorage until gov.br's own sign-out, which a session that expires never reaches. It stayed readable in the
// tab, with no one signed in, for whoever used it next.
it('a sessão do gov.br que expira leva o usuário do gov.br guardado na aba, com a identidade e o token', async () => {
  const usuarioGovbr = 'oidc.user:http://localhost:4000/:portal';
  encerrarSessao();
  sessionStorage.setItem(usuarioGovbr, '{"id_token":"com-o-cpf-de-quem-saiu"}');
  definirIdentidadeGovBr({ email: 'maria@gov.br', name: 'Maria' }, 'token-gov');
  iniciarSessao({ token: TOKEN_VELHO, refreshToken: 'r1' });
  configurarHttp({ baseURL: '', aoExpirarSessao: () => undefined });
  http.defaults.adapter = api(() => EXPIRADO).adapter;

  await expect(http.get('/v1/a')).rejects.toMatchObject({ response: { status: 401 } });

  expect(sessionStorage.getItem(usuarioGovbr)).toBeNull();
  expect(sessionStore.getState().identidadeGovBr).toBeNull();
  expect(localStorage.getItem(StorageKey.accessTokenGov)).toBeNull();
});

it('por padrão, a falha leva ao login com a URL de retorno e o aviso "Efetue login para continuar"', async () => {
  const ir = jest.spyOn(navegador, 'ir').mockImplementation(() => undefined);
  const avisos: Notificacao[] = [];
  const cancelar = assinarNotificacoes((n) => avisos.push(n));
  window.history.pushState({}, '', '/candidato/endereco/edit');
  http.defaults.adapter = api(() => ({
    status: 400,
    data: { message: 'Refresh token inválido.', errors: [] },
  })).adapter;

  await expect(http.get('/v1/candidato/viaRapida/endereco/42')).rejects.toBeTruthy();

  expect(ir).toHaveBeenCalledWith('/usuario/login?returnUrl=%2Fcandidato%2Fendereco%2Fedit');
  expect(avisos).toEqual([
    expect.objectContaining({ tipo: 'toast', texto: Mensagem.efetueLoginSessaoExpirada, cor: 'warning' }),
  ]);
  expect(sessionStore.getState().user).toBeNull();
  cancelar();
});

// On a mobile network that comes and goes the refresh may never reach the API: that is not the API refusing the
// session, and ending it deleted the enrolments kept for offline use exactly when the citizen had no connection.
it.each([
  ['sem rede', () => Promise.reject(new Error('rede'))],
  ['um 502 do caminho', () => ({ status: 502, data: null })],
])('uma renovação que não chega à API (%s) mantém a sessão e o que está no aparelho', async (_, falha) => {
  const aoExpirarSessao = jest.fn();
  configurarHttp({ baseURL: '', aoExpirarSessao });
  localStorage.setItem('copiaNoAparelho:42:historico', '{"guardada":true}');
  const servidor = servidorFalso((config) => {
    if (config.url !== URL_REFRESH) return EXPIRADO;
    const resposta = (falha as () => Resposta | Promise<Resposta>)();
    return resposta instanceof Promise
      ? resposta.catch(() => Promise.reject(new ErroHttp('Network Error', 'ERR_NETWORK', config)))
      : resposta;
  });
  http.defaults.adapter = servidor.adapter;

  await expect(http.get('/v1/inscricao/42')).rejects.toMatchObject({ response: { status: 401 } });

  expect(aoExpirarSessao).not.toHaveBeenCalled();
  expect(sessionStore.getState()).toMatchObject({ token: TOKEN_VELHO, refreshToken: 'r1' });
  expect(localStorage.getItem('copiaNoAparelho:42:historico')).toBe('{"guardada":true}');
});

it('um 401 sem Token-Expired não dispara renovação', async () => {
  const servidor = servidorFalso(() => ({
    status: 401,
    data: { message: Mensagem.naoAutenticado, errors: [] },
  }));
  http.defaults.adapter = servidor.adapter;
  await expect(http.get('/v1/usuario/42')).rejects.toMatchObject({ response: { status: 401 } });
  expect(servidor.recebidas).toHaveLength(1);
});

it('a renovação manda o id e o refresh token guardados, sem pedir renovação para si mesma', async () => {
  const servidor = api();
  http.defaults.adapter = servidor.adapter;
  await http.get('/v1/a');
  const [refresh] = chamadasDeRefresh(servidor);
  expect(JSON.parse(String(refresh?.data))).toEqual({
    id: sessionStore.getState().user?.id,
    refreshToken: 'r1',
  });
  expect(refresh?.semRenovacao).toBe(true);
  expect(sessionStore.getState()).toMatchObject({ token: TOKEN_NOVO, refreshToken: 'r2' });
});

it('o refresh token guardado (girado por outra aba) vence o da memória', async () => {
  localStorage.setItem(StorageKey.refreshToken, 'r-da-outra-aba');
  const servidor = api();
  http.defaults.adapter = servidor.adapter;
  await http.get('/v1/a');
  expect(JSON.parse(String(chamadasDeRefresh(servidor)[0]?.data)).refreshToken).toBe('r-da-outra-aba');
});

it('sem refresh token, não chama a API e encerra a sessão', async () => {
  localStorage.removeItem(StorageKey.refreshToken);
  sessionStore.setState({ refreshToken: null });
  const aoExpirarSessao = jest.fn();
  configurarHttp({ baseURL: '', aoExpirarSessao });
  const servidor = api();
  http.defaults.adapter = servidor.adapter;
  await expect(http.get('/v1/a')).rejects.toMatchObject({ response: { status: 401 } });
  expect(chamadasDeRefresh(servidor)).toHaveLength(0);
  expect(aoExpirarSessao).toHaveBeenCalledTimes(1);
});

it('uma resposta de renovação sem tokens encerra a sessão e devolve o 401 original', async () => {
  const aoExpirarSessao = jest.fn();
  configurarHttp({ baseURL: '', aoExpirarSessao });
  http.defaults.adapter = api(() => ({ status: 200, data: { ok: true } })).adapter;
  await expect(http.get('/v1/a')).rejects.toMatchObject({ response: { status: 401 } });
  expect(aoExpirarSessao).toHaveBeenCalledTimes(1);
});

it('o endereço de renovação com consulta também não é renovado', async () => {
  const servidor = servidorFalso(() => EXPIRADO);
  http.defaults.adapter = servidor.adapter;
  await expect(http.post(`${URL_REFRESH}?x=1`, {})).rejects.toMatchObject({ response: { status: 401 } });
  // The POST's first-visit CSRF read aside, the refresh address was asked once and never refreshed for.
  expect(servidor.recebidas.filter((c) => c.url.startsWith(URL_REFRESH))).toHaveLength(1);
});

it('a repetição leva o token novo no lugar do recusado', async () => {
  const servidor = api();
  http.defaults.adapter = servidor.adapter;
  await http.get('/v1/a');
  const repetida = servidor.recebidas.filter((c) => c.url === '/v1/a')[1];
  expect(repetida?.headers.get('Authorization')).toBe(`Bearer ${TOKEN_NOVO}`);
  expect(repetida?.jaRepetida).toBe(true);
});

it('um erro que não é HTTP, ou sem configuração, passa como veio', async () => {
  http.defaults.adapter = async () => {
    throw new TypeError('quebrou');
  };
  await expect(http.get('/v1/a')).rejects.toThrow('quebrou');
});

// What the token says can change before it expires (the name, after the account is edited): the page asks for a
// renewal at once, through the same single flight as the renewals of expired tokens.
describe('renovarSessao', () => {
  it('renova já, com o token ainda válido, numa só renovação com a de um 401 ao mesmo tempo', async () => {
    const servidor = api();
    http.defaults.adapter = servidor.adapter;
    await Promise.all([renovarSessao(), http.get('/v1/a')]);
    expect(chamadasDeRefresh(servidor)).toHaveLength(1);
    expect(JSON.parse(String(chamadasDeRefresh(servidor)[0]?.data))).toEqual({ id: 42, refreshToken: 'r1' });
    expect(sessionStore.getState()).toMatchObject({ token: TOKEN_NOVO, refreshToken: 'r2' });
  });

  it('uma renovação que não chega à API falha para quem pediu e mantém a sessão', async () => {
    const aoExpirarSessao = jest.fn();
    configurarHttp({ baseURL: '', aoExpirarSessao });
    http.defaults.adapter = api(() => ({ status: 502, data: null })).adapter;
    await expect(renovarSessao()).rejects.toMatchObject({ response: { status: 502 } });
    expect(aoExpirarSessao).not.toHaveBeenCalled();
    expect(sessionStore.getState()).toMatchObject({ token: TOKEN_VELHO, refreshToken: 'r1' });
  });
});
