import { sessao } from '@portal/contracts';
import { http } from '../http/cliente-do-portal';
import { encerrarSessao, sessionStore } from './session-store';

export const URL_LOGOUT = sessao.sair.caminho;

/**
 * Revokes the session on the server, then logs out locally. The server call is best effort:
 * a user who asks to leave is always logged out in this browser, even offline.
 */
export async function encerrarSessaoNoServidor(): Promise<void> {
  const { token, refreshToken } = sessionStore.getState();
  try {
    if (token) await http.post(URL_LOGOUT, { refreshToken }, { semRenovacao: true });
  } catch {
    // Nothing to do: the local logout below still happens.
  } finally {
    encerrarSessao();
  }
}
