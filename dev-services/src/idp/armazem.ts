/**
 * Where the provider keeps its grants, sessions, codes and interactions (decision 0164): PostgreSQL when
 * IDP_DATABASE_URL is set, in a schema of its own (`govbr_local`: gov.br is another system, never the API's tables);
 * otherwise an embedded PGlite in `<data>/idp-db`. Either way a restart signs no one out.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface Armazem {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

const ESQUEMA = [
  'CREATE SCHEMA IF NOT EXISTS govbr_local',
  `CREATE TABLE IF NOT EXISTS govbr_local.modelo_oidc (
     tipo text NOT NULL,
     id text NOT NULL,
     dados jsonb NOT NULL,
     grant_id text,
     user_code text,
     uid text,
     expira_em timestamptz,
     consumido_em timestamptz,
     PRIMARY KEY (tipo, id))`,
  'CREATE INDEX IF NOT EXISTS modelo_oidc_grant ON govbr_local.modelo_oidc (grant_id)',
  'CREATE INDEX IF NOT EXISTS modelo_oidc_uid ON govbr_local.modelo_oidc (uid)',
];

async function abrirPglite(dataDir: string): Promise<Armazem> {
  const pasta = path.join(dataDir, 'idp-db');
  await mkdir(pasta, { recursive: true });
  const banco = new PGlite(pasta);
  await banco.waitReady;
  return {
    query: async <T>(sql: string, params: unknown[] = []) => (await banco.query<T>(sql, params)).rows,
    close: () => banco.close(),
  };
}

function abrirPostgres(url: string): Armazem {
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  pool.on('error', () => undefined);
  return {
    query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    close: () => pool.end(),
  };
}

async function abrir(opcoes: { databaseUrl?: string; dataDir: string }): Promise<Armazem> {
  const armazem = opcoes.databaseUrl ? abrirPostgres(opcoes.databaseUrl) : await abrirPglite(opcoes.dataDir);
  // Several providers starting together on one PostgreSQL: IF NOT EXISTS may still race on the catalog; retry once.
  for (const comando of ESQUEMA) await armazem.query(comando).catch(() => armazem.query(comando));
  return armazem;
}

/** Opened at the first sign-in, not at start: discovery and /jwk, which most calls are, never wait for the database. */
export function abrirArmazem(opcoes: { databaseUrl?: string; dataDir: string }): Armazem {
  let aberto: Promise<Armazem> | null = null;
  return {
    query: async <T>(sql: string, params?: unknown[]) => {
      aberto ??= abrir(opcoes);
      return (await aberto).query<T>(sql, params);
    },
    close: async () => {
      if (aberto) await (await aberto).close();
    },
  };
}
