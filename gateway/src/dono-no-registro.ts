import { donoNoRegistro, lerRegistroRemotos } from '@portal/contracts';

/**
 * The remote whose line of the registry (as the composition read it from remotes.json) declares the path's first
 * segment, or null. Kept outside composicao/ so the prefixes are read the same way as in the shell: contracts'
 * zod-free reader, one rule for both.
 */
export function donoDoCaminhoNoRegistro(
  registro: { remotes: Record<string, unknown> },
  caminho: string,
): string | null {
  return donoNoRegistro(lerRegistroRemotos(registro).registro, caminho);
}
