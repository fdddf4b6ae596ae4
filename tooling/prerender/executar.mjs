/**
 * `node ../tooling/prerender/executar.mjs scripts/prerender.tsx`, in a remote's folder: runs the remote's prerender
 * script under tsx with the workspace's base tsconfig (automatic JSX runtime), as the shell's prerender and
 * `paginas-por-rota.mjs` do, without each remote depending on tsx itself.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.TSX_TSCONFIG_PATH ??= path.resolve(import.meta.dirname, '../../tsconfig.base.json');
// The build's DefinePlugin constant (tooling/webpack/config-base.cjs), from the environment the deploy built with,
// so the prerendered footer carries the same build marker as the code that hydrates it.
if (process.env.PORTAL_BUILD_MARKER) globalThis.__PORTAL_BUILD_MARKER__ = process.env.PORTAL_BUILD_MARKER;
await import('tsx');
await import(pathToFileURL(path.resolve(process.argv[2])).href);
