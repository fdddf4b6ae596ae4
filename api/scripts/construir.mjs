#!/usr/bin/env node
/**
 * `pnpm --filter @portal/api build`: the API compiled for production, without tsx. esbuild bundles `src/server.ts`
 * and the workspace packages it imports (they are TypeScript sources, decision 0001) into `dist/server.js`; every
 * other package stays a normal `import` of node_modules (native addons such as @node-rs/argon2 cannot be bundled).
 * The SQL migrations are copied beside it: `db/migrate.ts` reads them from the folder of the running module.
 */
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';

const PASTA_API = path.resolve(import.meta.dirname, '..');
const DIST = path.join(PASTA_API, 'dist');

/** Bare imports stay external, except `@portal/*`, which only exist as TypeScript source. */
const externosMenosOsDoPortal = {
  name: 'externos-menos-os-do-portal',
  setup(construcao) {
    construcao.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(DIST, { recursive: true, force: true });
await build({
  // The server, and the production bootstrap command (`node dist/admin-criar.js`, decision 0210).
  entryPoints: [path.join(PASTA_API, 'src/server.ts'), path.join(PASTA_API, 'src/admin-criar.ts')],
  outdir: DIST,
  // Shared modules stay in the one file of each entry: `db/migrate.ts` finds migrations beside the running module.
  splitting: false,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externosMenosOsDoPortal],
});
await cp(path.join(PASTA_API, 'src/db/migrations'), path.join(DIST, 'migrations'), { recursive: true });
console.log(`API compilada em ${path.relative(process.cwd(), DIST) || DIST}/server.js`);
