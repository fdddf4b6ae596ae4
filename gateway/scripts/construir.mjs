#!/usr/bin/env node
/**
 * `pnpm --filter @portal/gateway build`: the portal's server compiled for production, without tsx (as the API is,
 * api/scripts/construir.mjs). esbuild bundles `src/main.ts` and the workspace packages it imports (TypeScript
 * sources, decision 0001) into `dist/main.js`; every other package stays an `import` of node_modules.
 *
 * The local mailbox page (`--caixa-postal`, from dev-services) is a development tool: it is bundled apart, into
 * `dist/caixa-postal.js`, which `main.js` imports only when the flag is given. The production image copies
 * `main.js` alone, so there the flag fails with a clear message instead of mounting a developer tool.
 */
import { build } from 'esbuild';
import { rm } from 'node:fs/promises';
import path from 'node:path';

const PASTA_GATEWAY = path.resolve(import.meta.dirname, '..');
const DIST = path.join(PASTA_GATEWAY, 'dist');
export const MODULO_DA_CAIXA_POSTAL = '@portal/dev-services/caixa-postal';

/** Bare imports stay external, except `@portal/*`; the mailbox becomes the sibling file `./caixa-postal.js`. */
const externosMenosOsDoPortal = {
  name: 'externos-menos-os-do-portal',
  setup(construcao) {
    construcao.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === MODULO_DA_CAIXA_POSTAL && args.kind === 'dynamic-import')
        return { path: './caixa-postal.js', external: true };
      return args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true };
    });
  },
};

const comum = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externosMenosOsDoPortal],
};

await rm(DIST, { recursive: true, force: true });
await build({
  ...comum,
  entryPoints: [path.join(PASTA_GATEWAY, 'src/main.ts')],
  outfile: path.join(DIST, 'main.js'),
});
// Everything the mailbox imports (contracts' zod among it, not a dependency of the gateway) goes into its bundle.
await build({
  ...comum,
  plugins: [],
  external: ['fastify'],
  entryPoints: [path.join(PASTA_GATEWAY, '../dev-services/src/mailbox/plugin.ts')],
  outfile: path.join(DIST, 'caixa-postal.js'),
});
console.log(`Gateway compilado em ${path.relative(process.cwd(), DIST) || DIST}/main.js`);
