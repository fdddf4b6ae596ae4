import { statusDoErro } from '@portal/ui';
/**
 * "Not found" as a value: a record the API answers 404 for, or an id in the URL that cannot be one.
 * Pages show it as not-found, never as a network failure to retry (issue #10, items 7 and 18).
 */
export class NaoEncontrado extends Error {
  constructor(detalhe = 'registro não encontrado') {
    super(detalhe);
    this.name = 'NaoEncontrado';
  }
}

/** True for a NaoEncontrado and for an API answer 404 (read without importing axios). */
export function ehNaoEncontrado(erro: unknown): boolean {
  return erro instanceof NaoEncontrado || statusDoErro(erro) === 404;
}

/**
 * The record id of a route or query parameter: a positive whole number, or NaoEncontrado. A missing or
 * malformed id is a page that does not exist, so it never reaches the API (whose 400 would be a schema message).
 */
export function idDaRota(valor: string | null | undefined): number {
  const id = /^[1-9]\d{0,15}$/.test(valor ?? '') ? Number(valor) : NaN;
  if (!Number.isSafeInteger(id)) throw new NaoEncontrado(`identificador inválido: ${String(valor)}`);
  return id;
}
