#!/usr/bin/env node
/**
 * Builds the shell and every remote, two at a time (two cores), skipping what is already up to date.
 * Used by `pnpm start` and `pnpm test:all`; it records build stamps so the next start does not build again.
 */
import { construirFrontends } from './lib/construcao.mjs';

try {
  await construirFrontends();
} catch (erro) {
  console.error(`✖ ${erro.message}`);
  process.exit(1);
}
