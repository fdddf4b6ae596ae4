/** How failures turn into waiting, for one counter (an account, or an account at one address). */
export interface RegraDeAtraso {
  /** Failures in a row that cost nothing: typos. */
  livres: number;
  /** The longest wait between two attempts, in seconds. */
  tetoSegundos: number;
  /** From this many failures in a row on, no more attempts (OWASP ASVS 6.3: not before 100). */
  bloqueioEm?: number;
}

/**
 * Seconds still to wait before the next attempt: none while failures ≤ `livres`, then 2, 4, 8, … seconds after the
 * last failure, never more than the ceiling; Infinity once the lock threshold is reached.
 */
export function segundosDeEspera(falhas: number, segundosDesdeUltima: number, regra: RegraDeAtraso): number {
  if (regra.bloqueioEm !== undefined && falhas >= regra.bloqueioEm) return Number.POSITIVE_INFINITY;
  if (falhas < regra.livres) return 0;
  const espera = Math.min(2 ** (falhas - regra.livres + 1), regra.tetoSegundos);
  return Math.max(0, Math.ceil(espera - segundosDesdeUltima));
}
