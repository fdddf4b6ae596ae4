import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type BuildAppOptions } from '../app.js';
import { criarDbPg } from '../db/pg-driver.js';
import { criarDbPglite } from '../db/pglite-driver.js';
import type { Db } from '../db/types.js';
import { modeloPglite } from './pglite-modelo.js';
import { comAdmin, modeloPostgres, urlDoBanco } from './postgres-modelo.js';
import { sessoesDemo } from './cliente.js';

export interface Contexto {
  app: FastifyInstance;
  db: Db;
  fechar(): Promise<void>;
}

const DATABASE_URL = process.env.DATABASE_URL;
export const usandoPostgres = Boolean(DATABASE_URL);

/**
 * `describe` for a file that only means something on PostgreSQL (several processes, a real race). Locally, on PGlite,
 * it is skipped; under CI (`CI` set) a missing PostgreSQL fails the file instead, so a CI that lost its DATABASE_URL
 * cannot pass it by skipping (issue 32). CI runs these files only in its PostgreSQL section.
 */
export function descreverEmPostgres(titulo: string, corpo: () => void): void {
  if (usandoPostgres) describe(titulo, corpo);
  else if (process.env.CI)
    describe(titulo, () =>
      it('precisa de PostgreSQL em CI', () => {
        throw new Error('DATABASE_URL ausente em CI: este arquivo só prova o que promete em PostgreSQL.');
      }),
    );
  else describe.skip(titulo, corpo);
}

/**
 * CREATE/DROP DATABASE on the shared server; retried a few times because PostgreSQL refuses to copy template1 while
 * another session (another test run on the machine) is creating a database from it.
 */
async function comandoAdmin(sql: string, tentativas = 5): Promise<void> {
  for (let i = 1; ; i += 1) {
    try {
      await comAdmin(DATABASE_URL!, (admin) => admin.query(sql));
      return;
    } catch (erro) {
      if (i >= tentativas) throw erro;
      await new Promise((r) => setTimeout(r, 200 * i));
    }
  }
}

/**
 * A throw-away database: portal_test_<random> on the DATABASE_URL server, empty or, with `semeado`, a copy of the
 * migrated and seeded template (postgres-modelo.ts); else an in-memory PGlite, always such a copy (pglite-modelo.ts).
 */
export async function bancoDescartavel({ semeado = false }: { semeado?: boolean } = {}): Promise<{
  db: Db;
  descartar: () => Promise<void>;
  /** The throw-away database's URL on PostgreSQL (another process may open it too); null on PGlite. */
  url: string | null;
}> {
  if (!DATABASE_URL) {
    const db = await criarDbPglite(null, await modeloPglite());
    return { db, descartar: () => db.close(), url: null };
  }
  const nome = `portal_test_${Math.random().toString(36).slice(2, 10)}`;
  const modelo = semeado ? ` TEMPLATE ${await modeloPostgres(DATABASE_URL)}` : '';
  await comandoAdmin(`CREATE DATABASE ${nome}${modelo}`);
  const url = urlDoBanco(DATABASE_URL, nome);
  const db = criarDbPg(url, 20);
  return {
    db,
    url,
    descartar: async () => {
      await db.close();
      await comandoAdmin(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
    },
  };
}

/**
 * The settings every test app shares: a fixed signing key, no periodic jobs, load shedding off (a busy test runner on
 * a shared machine is not an overload; test/sobrecarga.test.ts turns it on), and no catalogue memory (tests write the
 * catalogue in SQL and read it back at once; the per-process memory is tested on its own).
 */
export const CONFIG_DE_TESTE = {
  jwtSecret: 'segredo-de-teste-com-mais-de-trinta-e-dois-caracteres',
  tarefasPeriodicas: false,
  sobrecargaAtrasoMaximoMs: 0,
  sobrecargaUtilizacaoMaxima: 0,
  catalogoEmMemoriaMs: 0,
} as const;

/** A ready app on a database the test prepared itself (seeded already, or reached through a relay). */
export async function appSobre(db: Db): Promise<FastifyInstance> {
  const app = await buildApp({ db, semear: false, logger: false, config: CONFIG_DE_TESTE });
  await app.ready();
  return app;
}

/** A seeded app on its own database; `fechar` closes it and drops the database. */
export async function criarContexto(opcoes: BuildAppOptions = {}): Promise<Contexto> {
  // A seeded app starts from the seeded template: its migrations and seed then find nothing to do.
  const { db, descartar } = await bancoDescartavel({ semeado: opcoes.semear !== false });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-api-'));
  const app = await buildApp({
    ...opcoes,
    db,
    logger: opcoes.logStream !== undefined,
    config: {
      ...CONFIG_DE_TESTE,
      dataDir,
      devMailbox: true,
      devRelogio: true,
      ...opcoes.config,
    },
  });
  await app.ready();
  return {
    app,
    db,
    fechar: async () => {
      await app.close();
      await descartar();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type SessoesDemo = Awaited<ReturnType<typeof sessoesDemo>>;

/**
 * Registers beforeAll/afterAll for a seeded app plus sessions of the demo accounts; read `t.ctx` and `t.s` inside
 * the tests (they are filled before the first one runs).
 */
export function usarContextoDemo(opcoes: BuildAppOptions = {}): { ctx: Contexto; s: SessoesDemo } {
  const t = {} as { ctx: Contexto; s: SessoesDemo };
  beforeAll(async () => {
    t.ctx = await criarContexto(opcoes);
    t.s = await sessoesDemo(t.ctx.app);
  });
  afterAll(() => t.ctx?.fechar());
  return t;
}
