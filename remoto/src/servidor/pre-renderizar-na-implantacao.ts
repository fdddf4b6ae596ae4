/**
 * What a remote's `scripts/prerender.tsx` runs at deploy (docs/decisions/0830): the deploy
 * (scripts/lib/pre-renderizacao.mjs) says in the environment where the version's pages go and which API to read the
 * catalogue from; the remote's own HTTP client is pointed at that API and its pages are rendered there. A page whose
 * data could not be read is left to the browser; a missing variable fails the script, and the version is then
 * published without pages.
 */
import type { ReactNode } from 'react';
import { configurarHttp } from '@portal/shared-auth';
import { preRenderizarRemoto } from './pre-renderizar';

/** The script's `process.env` (passed in: only a package's src/config/env.ts reads the environment itself). */
type Ambiente = Record<string, string | undefined>;

export async function preRenderizarNaImplantacao(
  conteudo: ReactNode,
  caminhos: readonly string[],
  ambiente: Ambiente,
) {
  const { PORTAL_PRERENDER_PASTA: pasta, PORTAL_PRERENDER_API: api } = ambiente;
  if (!pasta || !api) throw new Error('defina PORTAL_PRERENDER_PASTA e PORTAL_PRERENDER_API.');
  configurarHttp({ baseURL: api });
  const resultado = await preRenderizarRemoto(conteudo, caminhos, pasta);
  for (const caminho of resultado.feitas) console.log(`✔ pré-renderizado ${caminho}`);
  for (const { caminho, erro } of resultado.falhas)
    console.warn(`⚠ ${caminho} não foi pré-renderizado (${String(erro)}); será desenhado no navegador.`);
  return resultado;
}

/** The script's whole body. Remotes are CommonJS packages (no top-level await): a failure sets the exit code here. */
export function executarPreRenderizacao(
  conteudo: ReactNode,
  caminhos: readonly string[],
  ambiente: Ambiente,
): void {
  preRenderizarNaImplantacao(conteudo, caminhos, ambiente).catch((erro: unknown) => {
    console.error(erro);
    process.exitCode = 1;
  });
}
