import { StorageKey } from '@portal/contracts';
import { ehChaveDeEscolha, recarregarEscolhas } from '../escolhas/escolhas-store';
import { sincronizarModoEscuroComArmazenamento } from '../dark-mode/dark-mode-store';
import { sincronizarSessaoComArmazenamento } from './session-store';

const CHAVES_DE_SESSAO: readonly (string | null)[] = [StorageKey.accessToken, StorageKey.refreshToken, null];

/**
 * `storage` events fire only in the *other* tabs, so a token refreshed or removed in one tab
 * reaches every other tab's store here. A null key means storage was cleared entirely.
 */
export function aoMudarArmazenamento(evento: Pick<StorageEvent, 'key'>): void {
  if (CHAVES_DE_SESSAO.includes(evento.key)) sincronizarSessaoComArmazenamento();
  if (evento.key === null || ehChaveDeEscolha(evento.key)) recarregarEscolhas();
  if (evento.key === StorageKey.prefersDarkMode) sincronizarModoEscuroComArmazenamento();
}

let ouvindo = false;

export function ouvirOutrasAbas(): void {
  if (ouvindo || typeof window === 'undefined') return;
  ouvindo = true;
  window.addEventListener('storage', aoMudarArmazenamento);
}
