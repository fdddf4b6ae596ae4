import cluster from 'node:cluster';
import { dimensionarPoolDeThreads, lerConfig } from './config/env.js';
import { quantosProcessos, supervisionar } from './lib/processos.js';

/** Entry point: one API process, or a cluster primary supervising API_WORKERS of them (decision 0160). */
const processos = quantosProcessos(lerConfig());

if (processos > 1 && cluster.isPrimary) {
  // Only a process started with it gets that pool: the workers do; this ESM module runs after libuv's pool started.
  dimensionarPoolDeThreads(processos);
  supervisionar(processos);
} else {
  await import('./processo-da-api.js');
}
