/**
 * `pnpm prerender`, run by the deploy (scripts/lib/implantacao.mjs) once the new version's files are copied and the
 * API answers: renders this remote's public catalogue pages (src/config/caminhos.ts, PRE_RENDERIZADAS) with the
 * route table the browser uses and the catalogue the API serves now, into PORTAL_PRERENDER_PASTA (the version's
 * `prerender/` folder, so a rollback brings the old pages back). PORTAL_PRERENDER_API is the API's loopback URL.
 */
import { configurarHttp } from '@portal/shared-auth';
import { preRenderizarRemoto } from '@portal/ui/servidor';
import { Rotas } from '../src/app/routes';
import { PRE_RENDERIZADAS } from '../src/config/caminhos';

async function principal() {
  const pasta = process.env.PORTAL_PRERENDER_PASTA;
  const api = process.env.PORTAL_PRERENDER_API;
  if (!pasta || !api) throw new Error('defina PORTAL_PRERENDER_PASTA e PORTAL_PRERENDER_API.');
  configurarHttp({ baseURL: api });
  const { feitas, falhas } = await preRenderizarRemoto(<Rotas />, PRE_RENDERIZADAS, pasta);
  for (const caminho of feitas) console.log(`✔ pré-renderizado ${caminho}`);
  for (const { caminho, erro } of falhas)
    console.warn(`⚠ ${caminho} não foi pré-renderizado (${String(erro)}); será desenhado no navegador.`);
}

// The package is CommonJS (no top-level await).
principal().catch((erro: unknown) => {
  console.error(erro);
  process.exit(1);
});
