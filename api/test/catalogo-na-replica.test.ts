import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { aplicarMigracoes } from '../src/db/migrate.js';
import { criarDbPg } from '../src/db/pg-driver.js';
import { REPLICA_EM_REPOUSO_MS } from '../src/db/replica.js';
import { semearSeVazio } from '../src/db/seed/index.js';
import type { Db } from '../src/db/types.js';
import { requisitar } from '../src/testes/cliente.js';
import { appSobre } from '../src/testes/contexto.js';
import { ReleTcp } from '../src/testes/rele-tcp.js';

/**
 * The public catalogue is read from the replica and falls back to the primary when the replica is down (decision
 * 0206), on real PostgreSQL: two seeded databases stand for the primary and its replica (told apart by one programme's
 * name), the replica reached through a TCP relay the test closes and opens again as a replica would stop and restart.
 * Seats left, sign-ins and everything else stay on the primary.
 */
const URL_BASE = process.env.DATABASE_URL;
const descrever = URL_BASE ? describe : describe.skip;

async function admin(sql: string): Promise<void> {
  const cliente = new pg.Client({ connectionString: URL_BASE });
  await cliente.connect();
  try {
    await cliente.query(sql);
  } finally {
    await cliente.end();
  }
}

function urlDo(nome: string, porta?: number): string {
  const url = new URL(URL_BASE!);
  url.pathname = `/${nome}`;
  if (porta) {
    url.hostname = '127.0.0.1';
    url.port = String(porta);
  }
  return url.toString();
}

async function bancoSemeado(nome: string): Promise<void> {
  await admin(`CREATE DATABASE ${nome}`);
  const db = criarDbPg(urlDo(nome), 2);
  await aplicarMigracoes(db);
  await semearSeVazio(db, { contasDemo: false });
  await db.close();
}

const sufixo = Math.random().toString(36).slice(2, 8);
const PRIMARIO = `portal_test_primario_${sufixo}`;
const REPLICA = `portal_test_replica_${sufixo}`;
const rele = new ReleTcp(URL_BASE ?? '');
let db: Db;
let app: FastifyInstance;

descrever('catálogo público na réplica, com o primário como reserva (PostgreSQL)', () => {
  beforeAll(async () => {
    await bancoSemeado(PRIMARIO);
    await bancoSemeado(REPLICA);
    const replica = new pg.Client({ connectionString: urlDo(REPLICA) });
    await replica.connect();
    await replica.query(
      `UPDATE programa SET nome = nome || ' (réplica)' WHERE id = (SELECT min(id) FROM programa)`,
    );
    // The replica's seats differ too: seats left must still come from the primary.
    await replica.query('UPDATE turma SET vagas_ocupadas = vagas');
    await replica.end();
    await rele.abrir();
    db = criarDbPg(urlDo(PRIMARIO), 5, () => undefined, { replica: urlDo(REPLICA, rele.porta) });
    app = await appSobre(db);
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await rele.fechar();
    for (const nome of [PRIMARIO, REPLICA]) await admin(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
  });

  const nomesDosProgramas = async () => {
    const resposta = await requisitar(app, 'GET', '/v1/programas');
    expect(resposta.statusCode).toBe(200);
    return (resposta.json() as { nome: string }[]).map((p) => p.nome).join(' | ');
  };

  it('lê os programas da réplica; as vagas e o resto, do primário', async () => {
    expect(await nomesDosProgramas()).toContain('(réplica)');
    const [{ id } = { id: 0 }] = await db.query<{ id: number }>(
      'SELECT os.id FROM ordem_servico os JOIN turma t ON t.id_ordem_servico = os.id ORDER BY os.id LIMIT 1',
    );
    const vagas = await requisitar(app, 'GET', `/v1/ordens-servico/${id}/vagas`);
    expect(vagas.statusCode).toBe(200);
    const lista = vagas.json() as { vagasDisponiveis: number }[];
    expect(lista.some((v) => v.vagasDisponiveis > 0)).toBe(true);
    expect(
      (await db.query<{ nome: string }>('SELECT nome FROM programa ORDER BY id LIMIT 1'))[0]!.nome,
    ).not.toContain('(réplica)');
  });

  it('com a réplica fora do ar, a mesma leitura vai ao primário, sem erro para o cidadão', async () => {
    await rele.fechar();
    const inicio = Date.now();
    expect(await nomesDosProgramas()).not.toContain('(réplica)');
    expect(Date.now() - inicio).toBeLessThan(3000);
    // Resting: the next reads do not try the dead replica again.
    const depois = Date.now();
    expect(await nomesDosProgramas()).not.toContain('(réplica)');
    expect(Date.now() - depois).toBeLessThan(500);
  });

  it('a réplica de volta é usada de novo depois do repouso', async () => {
    await rele.abrir();
    await new Promise((r) => setTimeout(r, REPLICA_EM_REPOUSO_MS + 200));
    expect(await nomesDosProgramas()).toContain('(réplica)');
  });
});
