import { cleanup, screen, waitFor } from '@testing-library/react';
import { assinarNotificacoes, encerrarSessao, iniciarSessao, type Notificacao } from '@portal/shared-auth';
import { renderizarRotasDoRemoto } from '@portal/remoto/testes';
import { Rotas } from '../app/routes';
import { restaurarRede } from './rede-falsa';
import { tokenFalso, type ClaimsFalsos } from './token-falso';

/** Renders the remote's real route table at `url`, with the parcel props the shell would pass. */
export function renderizarRota(url: string) {
  return renderizarRotasDoRemoto(<Rotas />, url);
}

export function entrarComo(claims: ClaimsFalsos = {}): void {
  iniciarSessao({ token: tokenFalso(claims), refreshToken: 'refresh-teste' });
}

/** Collects, per test, what the portal would show as toasts and alerts. */
export function ouvirNotificacoes(): Notificacao[] {
  const recebidas: Notificacao[] = [];
  let cancelar = () => {};
  beforeEach(() => {
    recebidas.length = 0;
    cancelar = assinarNotificacoes((n) => recebidas.push(n));
  });
  afterEach(() => cancelar());
  return recebidas;
}

/** Waits until the remote's router has reached `url` (a guard redirect is asynchronous). */
export async function esperarLocal(url: string | RegExp): Promise<void> {
  await waitFor(() => expect(screen.getByTestId('local')).toHaveTextContent(url));
}

/** Each test starts signed out, with empty storage and the real network adapter. */
export function limparEntreTestes(): void {
  afterEach(() => {
    // Unmount first, so ending the session below does not update pages that are on their way out.
    cleanup();
    restaurarRede();
    encerrarSessao();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
}
