/**
 * The last answers a signed-in citizen saw of their own enrolments, kept on the device so that a page can show them
 * without a connection (issue 30 §3, decision 0413). One localStorage entry per user and screen, the user's id in the
 * key; every entry goes at sign-out, and those of anyone else when a person signs in (session-store.ts). Pages go
 * through session/copia-do-usuario.ts, which only ever reads and writes the signed-in user's own.
 */
const PREFIXO = 'copiaNoAparelho:';

const chaveDe = (idUsuario: number, tela: string) => `${PREFIXO}${idUsuario}:${tela}`;

export interface CopiaNoAparelho<T> {
  /** When the answer arrived (ms since the epoch): the page says how old what it shows is. */
  em: number;
  dados: T;
}

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function gravarCopia(idUsuario: number, tela: string, dados: unknown, em = Date.now()): void {
  try {
    local()?.setItem(chaveDe(idUsuario, tela), JSON.stringify({ em, dados }));
  } catch {
    // Quota or privacy mode: no copy, the page simply has nothing to show offline.
  }
}

export function lerCopia<T>(idUsuario: number, tela: string): CopiaNoAparelho<T> | null {
  try {
    const bruto = local()?.getItem(chaveDe(idUsuario, tela));
    const copia = bruto ? (JSON.parse(bruto) as CopiaNoAparelho<T>) : null;
    return copia && typeof copia.em === 'number' ? copia : null;
  } catch {
    return null;
  }
}

/**
 * Removes from a storage area every key that starts with `prefixo`, but those that start with `exceto`. The area is
 * read inside the guard: a browser may throw on it (privacy mode, disabled storage), and then nothing was kept.
 */
export function removerComPrefixo(area: () => Storage | null, prefixo: string, exceto?: string): void {
  try {
    const guardado = area();
    const chaves = Array.from({ length: guardado?.length ?? 0 }, (_, i) => guardado!.key(i) ?? '');
    for (const chave of chaves)
      if (chave.startsWith(prefixo) && !(exceto && chave.startsWith(exceto))) guardado!.removeItem(chave);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}

/** Removes every copy, or every copy but those of `manter` (the person who just signed in). */
export function apagarDoAparelho(manter?: number): void {
  removerComPrefixo(local, PREFIXO, manter === undefined ? undefined : `${PREFIXO}${manter}:`);
}
