/**
 * Reads the HTTP status of a failed call without importing axios (only shared-auth may):
 * the client rejects with an object carrying `response.status` when the server answered.
 */
export function statusDoErro(erro: unknown): number | null {
  if (typeof erro !== 'object' || erro === null) return null;
  const resposta = (erro as { response?: { status?: unknown } }).response;
  return typeof resposta?.status === 'number' ? resposta.status : null;
}

/** 404 on a registration record means "does not exist yet" (spec §4 and §8). */
export function ehNaoEncontrado(erro: unknown): boolean {
  return statusDoErro(erro) === 404;
}

/** The API answers 409 when the class filled up while the candidate was choosing. */
export function ehConflito(erro: unknown): boolean {
  return statusDoErro(erro) === 409;
}

/** Runs a GET that may 404: null for "not there yet", any other error passes on. */
export async function ouNuloSeAusente<T>(chamada: Promise<T>): Promise<T | null> {
  try {
    return await chamada;
  } catch (erro) {
    if (ehNaoEncontrado(erro)) return null;
    throw erro;
  }
}
