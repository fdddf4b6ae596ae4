import { cleanup, screen, waitFor } from '@testing-library/react';
import { assinarNotificacoes, encerrarSessao, type Notificacao } from '@portal/shared-auth';
import { renderizarRotasDoRemoto } from '@portal/remoto/testes';
import { Rotas } from '../app/routes';
import { redeReal } from './rede-falsa';

/** The remote's real route table at `url`, with the props the shell passes; `navegarFora` records exits. */
export function abrir(url: string) {
  const { navegarFora } = renderizarRotasDoRemoto(<Rotas />, url);
  return { navegarFora };
}

export async function esperarLocal(url: string): Promise<void> {
  await waitFor(() => expect(screen.getByTestId('local')).toHaveTextContent(url));
}

/** Toasts and alerts the portal would show, collected per test; storage and session reset after each. */
export function prepararTestes(): Notificacao[] {
  const vistas: Notificacao[] = [];
  let parar = () => {};
  beforeEach(() => {
    vistas.length = 0;
    parar = assinarNotificacoes((n) => vistas.push(n));
  });
  afterEach(() => {
    parar();
    cleanup();
    redeReal();
    encerrarSessao();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  return vistas;
}
