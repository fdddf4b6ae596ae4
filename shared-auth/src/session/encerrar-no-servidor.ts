import { sessao } from '@portal/contracts';
import { http } from '../http/cliente-do-portal';
import { TENTATIVAS_EM_SOBRECARGA } from '../http/sobrecarga';
import { encerrarSessao, sessionStore } from './session-store';

export const URL_LOGOUT = sessao.sair.caminho;
/** How long the revocation may take before the portal stops waiting for it (the device forgot already). */
export const PRAZO_DA_REVOGACAO_MS = 5000;

/**
 * Logs out in this browser, then revokes the session on the server. The device forgets first: a server that never
 * answers (a connection that only looks alive, a surge) must not leave the tokens and the citizen's saved data on a
 * shared phone. The revocation is best effort, with the token read before: one attempt, never past its deadline.
 */
export async function encerrarSessaoNoServidor(): Promise<void> {
  const { token, refreshToken } = sessionStore.getState();
  encerrarSessao();
  if (!token) return;
  await http
    .post(
      URL_LOGOUT,
      { refreshToken },
      {
        semRenovacao: true,
        headers: { Authorization: `Bearer ${token}` },
        timeout: PRAZO_DA_REVOGACAO_MS,
        // One attempt: the overload handler's retries, up to 30 s apart, would hold the gov.br redirect past the deadline.
        tentativaEmSobrecarga: TENTATIVAS_EM_SOBRECARGA,
      },
    )
    .catch(() => undefined);
}
