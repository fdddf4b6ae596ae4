import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.js';
import { criarDbPg } from './pg-driver.js';
import { criarDbPglite } from './pglite-driver.js';
import type { Db } from './types.js';

/** PostgreSQL when DATABASE_URL is set; otherwise the embedded PGlite kept in the data folder. */
export async function conectar(
  config: Pick<
    Config,
    'databaseUrl' | 'databaseDirectUrl' | 'databaseReplicaUrl' | 'dataDir' | 'databasePoolMax'
  >,
  log?: FastifyBaseLogger,
): Promise<Db> {
  if (config.databaseUrl) {
    return criarDbPg(
      config.databaseUrl,
      config.databasePoolMax,
      (erro) => log?.warn({ erro: erro.message }, 'conexão com o banco perdida'),
      { direta: config.databaseDirectUrl, replica: config.databaseReplicaUrl },
    );
  }
  const pasta = path.join(config.dataDir, 'api-db');
  await mkdir(pasta, { recursive: true });
  return criarDbPglite(pasta);
}
