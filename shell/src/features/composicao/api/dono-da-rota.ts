import { DONO_DO_PREFIXO, type Remote } from '@portal/contracts';

/** First URL segments the shell renders itself (home, error pages, contact page, gov.br callback). */
export const PREFIXOS_DO_SHELL: readonly string[] = ['', 'home', 'error', 'fale-conosco', 'autenticacao'];

export type DonoDaRota = { tipo: 'shell' } | { tipo: 'remoto'; remoto: Remote } | { tipo: 'desconhecido' };

export function primeiroSegmento(pathname: string): string {
  return pathname.replace(/^\/+/, '').split('/')[0] ?? '';
}

/**
 * Who renders a URL: the shell, the remote that owns its first segment, or nobody (page not found).
 * Segments are case-sensitive, as the spec writes them (qualificaSP, EmpreendaSP).
 */
export function donoDaRota(pathname: string): DonoDaRota {
  const segmento = primeiroSegmento(pathname);
  if (PREFIXOS_DO_SHELL.includes(segmento)) return { tipo: 'shell' };
  // hasOwn keeps names such as "constructor" from resolving to Object.prototype members.
  if (Object.hasOwn(DONO_DO_PREFIXO, segmento)) return { tipo: 'remoto', remoto: DONO_DO_PREFIXO[segmento] as Remote };
  return { tipo: 'desconhecido' };
}
