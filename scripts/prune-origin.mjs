#!/usr/bin/env node
/**
 * `pnpm prune:origin [--destino <origem>] [--manter N] [--simular]` (decision 0226): removes the old version folders
 * of the shell and of each remote from a static origin (the local data folder without --destino), keeping the live
 * ones, any a pointer names, the N newest published versions of each remote (by default as many as the gateway looks
 * the shell's hashed files up in), the previews (--previa) of the last 7 days outside that count, and never fewer of
 * the shell than that. It waits for a deploy or a rollback in progress (their locks)
 * and prints, in Portuguese, what it removed and what it kept; `--simular` only prints what it would remove.
 */
import { parseArgs } from 'node:util';
import { pastaDaOrigem } from './lib/caminhos.mjs';
import { descreverPoda, lerManter, podarOrigem } from './lib/poda-da-origem.mjs';

try {
  const { values } = parseArgs({
    options: {
      destino: { type: 'string' },
      manter: { type: 'string' },
      simular: { type: 'boolean', default: false },
    },
  });
  const dados = pastaDaOrigem(values.destino);
  const manter = values.manter === undefined ? {} : { manter: lerManter(values.manter) };
  console.log(descreverPoda(await podarOrigem({ dados, simular: values.simular, ...manter })));
} catch (erro) {
  console.error(`✖ ${erro.message}`);
  process.exit(1);
}
