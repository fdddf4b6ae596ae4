import { acessoNoRegistro, donoNoRegistro, lerRegistroRemotos } from '@portal/contracts';

/**
 * The remote whose line of the registry (as the composition read it from remotes.json) declares the path's first
 * segment, read with contracts' zod-free reader as in the shell; only when its line lets anyone open the path
 * (decisions 1530 and 1560): the server does not know the visitor (the session lives in the browser), so a
 * restricted remote, or one whose declaration cannot be read, gets no hints: its code loads in the browser, where
 * its own routes guard it before any page (decision 1561).
 */
export function donoPublicoNoRegistro(
  registro: { remotes: Record<string, unknown> },
  caminho: string,
): string | null {
  const lido = lerRegistroRemotos(registro).registro;
  return acessoNoRegistro(lido, caminho) === 'publico' ? donoNoRegistro(lido, caminho) : null;
}
