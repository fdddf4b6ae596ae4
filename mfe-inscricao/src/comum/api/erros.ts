import { statusDoErro } from '@portal/ui';
import { ehNaoEncontrado } from '@portal/remoto';

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
