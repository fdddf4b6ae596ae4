import { donoNoRegistro, PREFIXOS_DO_SHELL, primeiroSegmento, type RegistroLido } from '@portal/contracts';

export type DonoDaRota = { tipo: 'shell' } | { tipo: 'remoto'; remoto: string } | { tipo: 'desconhecido' };

/**
 * Who renders a URL: the shell, the remote whose registry line lists its first segment, or nobody (page not found).
 * The prefixes come from the registry read at run time, so a remote that adds a segment needs no shell rebuild.
 */
export function donoDaRota(registro: RegistroLido, pathname: string): DonoDaRota {
  if (PREFIXOS_DO_SHELL.includes(primeiroSegmento(pathname))) return { tipo: 'shell' };
  const remoto = donoNoRegistro(registro, pathname);
  return remoto === null ? { tipo: 'desconhecido' } : { tipo: 'remoto', remoto };
}
