import { HttpNome } from '@portal/contracts';
import { http } from '../http/cliente-do-portal';
import { servidorFalso } from '../testes/servidor-falso';
import { tokenDeTeste } from '../testes/jwt';
import { encerrarSessaoNoServidor, URL_LOGOUT } from './encerrar-no-servidor';
import { iniciarSessao, sessionStore } from './session-store';

beforeEach(() => {
  // A page that already talked to the API has the CSRF cookie; the first-visit fetch is covered in http/cliente-do-portal.test.ts.
  document.cookie = `${HttpNome.csrfCookie}=csrf-1; path=/`;
});

it('revoga no servidor e encerra localmente', async () => {
  iniciarSessao({ token: tokenDeTeste(), refreshToken: 'r1' });
  const servidor = servidorFalso(() => ({ status: 204 }));
  http.defaults.adapter = servidor.adapter;
  await encerrarSessaoNoServidor();
  expect(servidor.recebidas.map((c) => [c.method, c.url, JSON.parse(c.data)])).toEqual([
    ['post', URL_LOGOUT, { refreshToken: 'r1' }],
  ]);
  expect(sessionStore.getState().user).toBeNull();
});

it('encerra localmente mesmo se o servidor falhar', async () => {
  iniciarSessao({ token: tokenDeTeste(), refreshToken: 'r1' });
  http.defaults.adapter = servidorFalso(() => ({ status: 500 })).adapter;
  await encerrarSessaoNoServidor();
  expect(sessionStore.getState()).toMatchObject({ user: null, token: null, refreshToken: null });
});

// A connection that only looks alive, or a surge, may never answer: the device forgot nothing until it did, and the
// next person on a shared phone found the session still open.
it('esquece no aparelho antes da resposta do servidor, e revoga com o token que a sessão tinha', async () => {
  iniciarSessao({ token: tokenDeTeste(), refreshToken: 'r1' });
  const token = sessionStore.getState().token;
  let cabecalho: string | null | undefined;
  http.defaults.adapter = (config) => {
    cabecalho = config.headers.get('Authorization');
    return new Promise(() => undefined);
  };
  void encerrarSessaoNoServidor();
  await Promise.resolve();
  expect(sessionStore.getState()).toMatchObject({ user: null, token: null, refreshToken: null });
  await new Promise((fim) => setTimeout(fim, 0));
  expect(cabecalho).toBe(`Bearer ${token}`);
});

it('um servidor que não responde não prende a saída: a revogação desiste depois do prazo', async () => {
  jest.useFakeTimers();
  try {
    iniciarSessao({ token: tokenDeTeste(), refreshToken: 'r1' });
    let prazo: number | undefined;
    http.defaults.adapter = (config) => {
      prazo = config.timeout;
      return new Promise(() => undefined);
    };
    void encerrarSessaoNoServidor();
    await jest.advanceTimersByTimeAsync(0);
    expect(prazo).toBeGreaterThan(0);
    expect(prazo).toBeLessThanOrEqual(10_000);
  } finally {
    jest.useRealTimers();
  }
});

// The deadline is per attempt: in a surge the client tried again three times, up to 30 s apart, and a gov.br citizen
// waited on the redirect to gov.br's own sign-out all that time (closing the tab left that session open).
it('numa sobrecarga (503 com Retry-After) a revogação não tenta de novo', async () => {
  iniciarSessao({ token: tokenDeTeste(), refreshToken: 'r1' });
  const servidor = servidorFalso(() => ({ status: 503, headers: { 'retry-after': '30' } }));
  http.defaults.adapter = servidor.adapter;
  await encerrarSessaoNoServidor();
  expect(servidor.recebidas).toHaveLength(1);
});
