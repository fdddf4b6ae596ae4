import { StorageKey } from '@portal/contracts';
import { armazenamento } from '@portal/shared-auth';

/** The contact-access flag (spec §6) is granted by storing 'true' under StorageKey.acessoFaleConosco. */
export const VALOR_ACESSO_CONCEDIDO = 'true';

export function temAcessoFaleConosco(): boolean {
  return armazenamento.ler(StorageKey.acessoFaleConosco) === VALOR_ACESSO_CONCEDIDO;
}
