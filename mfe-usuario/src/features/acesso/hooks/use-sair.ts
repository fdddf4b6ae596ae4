import { useEffect, useRef } from 'react';
import { Rota, StorageKey } from '@portal/contracts';
import {
  armazenamento,
  encerrarSessaoNoServidor,
  notificar,
  reportarErro,
  sairDoGovBr,
} from '@portal/shared-auth';
import { TextoUsuario } from '../../../comum/mensagens';

/**
 * Sign-out: forget both tokens and the user at once and revoke the session on the server, then end the gov.br session
 * at the provider when the session came from there (it sends the user back to /home). Only that redirect waits for
 * the revocation, which leaving the page would cut short; otherwise nothing is left for the citizen to wait on.
 */
export async function sair(irPara: (rota: string) => void): Promise<void> {
  // Read first: the local logout removes access_tokenGov along with the rest.
  const veioDoGovBr = armazenamento.ler(StorageKey.accessTokenGov) !== null;
  const revogacao = encerrarSessaoNoServidor();
  if (veioDoGovBr) {
    await revogacao;
    try {
      await sairDoGovBr();
      return;
    } catch (erro) {
      // The portal session is already over; only the provider's is left open.
      reportarErro(erro);
    }
  }
  notificar.toast(TextoUsuario.voceSaiu, 'success');
  irPara(Rota.home);
}

/** Runs once per visit of the logout route, even under React's double effects in development. */
export function useSair(irPara: (rota: string) => void): void {
  const iniciado = useRef(false);
  useEffect(() => {
    if (iniciado.current) return;
    iniciado.current = true;
    // In a task of its own: forgetting the session updates the store every part of the page reads, and React refuses a
    // synchronous update while it is still flushing this effect (error #177, seen once the logout stopped waiting for
    // the server before it).
    setTimeout(() => void sair(irPara), 0);
  }, [irPara]);
}
