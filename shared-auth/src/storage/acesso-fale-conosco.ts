import { StorageKey } from '@portal/contracts';
import { armazenamento } from './armazenamento';

/** The contact-access flag of spec §3/§6 is granted by storing 'true' under its key. */
const ACESSO_CONCEDIDO = 'true';

/**
 * Granted where the product's flow leads a citizen to contact (the FAQ's 'Não encontrei minha resposta'):
 * fale-conosco is for those who looked for the answer first, so typing its address is not enough.
 */
export function concederAcessoFaleConosco(): void {
  armazenamento.gravar(StorageKey.acessoFaleConosco, ACESSO_CONCEDIDO);
}

export function temAcessoFaleConosco(): boolean {
  return armazenamento.ler(StorageKey.acessoFaleConosco) === ACESSO_CONCEDIDO;
}
