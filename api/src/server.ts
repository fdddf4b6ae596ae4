import cluster from 'node:cluster';
import { dimensionarPoolDeThreads, lerConfig } from './config/env.js';
import { quantosProcessos, supervisionar } from './lib/processos.js';

/** Entry point: one API process, or a cluster primary supervising API_WORKERS of them (decision 0160). */
let config: ReturnType<typeof lerConfig>;
try {
  config = lerConfig();
} catch (erro) {
  // A variable that does not parse (issue 27 item 6): its name and why, for the operator, without a stack trace.
  console.error(`A API não iniciou: ${(erro as Error).message}`);
  process.exit(1);
}
const processos = quantosProcessos(config);

if (processos > 1 && cluster.isPrimary) {
  // Only a process started with it gets that pool: the workers do; this ESM module runs after libuv's pool started.
  dimensionarPoolDeThreads(processos);
  supervisionar(processos);
} else {
  await import('./processo-da-api.js');
}
