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
