import { useEffect, useRef } from 'react';
import { Rota, StorageKey } from '@portal/contracts';
import {
  armazenamento,
  encerrarSessao,
  encerrarSessaoNoServidor,
  notificar,
  reportarErro,
  sairDoGovBr,
} from '@portal/shared-auth';
import { TextoUsuario } from '../../../comum/mensagens';

/**
 * Sign-out in the spec's order: revoke on the server, forget both tokens and the user, then end the
 * gov.br session at the provider when the session came from there (it sends the user back to /home).
 */
export async function sair(irPara: (rota: string) => void): Promise<void> {
  // Read first: the local logout removes access_tokenGov along with the rest.
  const veioDoGovBr = armazenamento.ler(StorageKey.accessTokenGov) !== null;
  await encerrarSessaoNoServidor();
  encerrarSessao();
  if (veioDoGovBr) {
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
    void sair(irPara);
  }, [irPara]);
}
