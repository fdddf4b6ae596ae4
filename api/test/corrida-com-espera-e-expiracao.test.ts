import type { LightMyRequestResponse } from 'fastify';
import { TURMA_TRINTA_VAGAS } from '../src/db/seed/catalogo-dados.js';
import { requisitar, sessaoDireta, type Sessao } from '../src/testes/cliente.js';
import { criarContexto, descreverEmPostgres, type Contexto } from '../src/testes/contexto.js';
import { confirmar, convocar } from '../src/testes/convocacao.js';
import { criarCandidatosAptos, criarInscricao } from '../src/testes/turmas.js';

/**
 * Seats under every interleaving of the cycle (issue 15): 200 candidates and a class of 30 seats; each round runs at
 * once enrolments (into the waiting list when full), cancellations (freeing seats that are offered), call-ups,
 * confirmations, and two expiry sweeps (as two API processes would) over call-ups whose deadline just passed.
 * After every round: seats taken = enrolments in 1, 3 or 4, never above the seats; one active enrolment per person;
 * no 5xx. PostgreSQL only: PGlite has one connection, so nothing would interleave.
 */
const RODADAS = 20;
let ctx: Contexto;
let sessoes: Sessao[];
let admin: Sessao;

descreverEmPostgres('corrida com lista de espera e expiração (PostgreSQL)', () => {
  beforeAll(async () => {
    ctx = await criarContexto(process.env.LOG_CORRIDA ? { logStream: process.stderr } : {});
    const ids = await criarCandidatosAptos(ctx.db, 200, 'corridaespera');
    sessoes = await Promise.all(ids.map((id) => sessaoDireta(ctx.app, id)));
    const [adm] = await ctx.db.query<{ id: number }>(
      "SELECT id FROM usuario WHERE role = 'Administrador' LIMIT 1",
    );
    admin = await sessaoDireta(ctx.app, adm!.id);
  });
  afterAll(() => ctx?.fechar());

  // A fixed pseudo-random sequence: the same draws on every run.
  let semente = 15;
  const sorteio = () => (semente = (semente * 1103515245 + 12345) % 2147483648) / 2147483648;
  const sortear = <T>(lista: T[], n: number) => [...lista].sort(() => sorteio() - 0.5).slice(0, n);

  async function situacao() {
    const linhas = await ctx.db.query<{ id: number; id_usuario: number; s: number; c: number | null }>(
      `SELECT id, id_usuario, id_status_inscricao AS s, id_convocacao AS c FROM inscricao
        WHERE id_turma_principal = $1 AND id_status_inscricao IN (1, 3, 4, 6)`,
      [TURMA_TRINTA_VAGAS],
    );
    return new Map(linhas.map((l) => [l.id_usuario, l]));
  }

  async function conferir(): Promise<void> {
    const [turma] = await ctx.db.query<{
      vagas: number;
      ocupadas: number;
      contadas: number;
      livres: number;
      esperando: number;
    }>(
      `SELECT t.vagas, t.vagas_ocupadas AS ocupadas,
              (SELECT count(*)::int FROM inscricao i WHERE i.id_turma_principal = t.id AND i.id_status_inscricao IN (1, 3, 4)) AS contadas,
              t.vagas - t.vagas_ocupadas AS livres,
              (SELECT count(*)::int FROM inscricao i WHERE i.id_turma_principal = t.id AND i.id_status_inscricao = 6) AS esperando
         FROM turma t WHERE t.id = $1`,
      [TURMA_TRINTA_VAGAS],
    );
    expect(turma!.ocupadas).toBe(turma!.contadas);
    expect(turma!.ocupadas).toBeLessThanOrEqual(turma!.vagas);
    const duplas = await ctx.db.query(
      `SELECT id_usuario FROM inscricao WHERE id_modalidade = 1 AND id_status_inscricao IN (1, 3, 4, 6)
        GROUP BY id_usuario HAVING count(*) > 1`,
    );
    expect(duplas).toEqual([]);
    // After a quiet sweep, a free seat never sits beside a waiting candidate.
    await ctx.app.services.convocacao.varrer();
    const [depois] = await ctx.db.query<{ livres: number; esperando: number }>(
      `SELECT t.vagas - t.vagas_ocupadas AS livres,
              (SELECT count(*)::int FROM inscricao i WHERE i.id_turma_principal = t.id AND i.id_status_inscricao = 6) AS esperando
         FROM turma t WHERE t.id = $1`,
      [TURMA_TRINTA_VAGAS],
    );
    expect(depois!.livres > 0 && depois!.esperando > 0).toBe(false);
  }

  it(`${RODADAS} rodadas: as vagas nunca passam do limite e cada um tem no máximo uma inscrição ativa`, async () => {
    for (let rodada = 0; rodada < RODADAS; rodada += 1) {
      const atual = await situacao();
      const livres = sessoes.filter((s) => !atual.has(s.id));
      const comInscricao = sessoes.filter((s) => atual.has(s.id));
      const daSituacao = (s: number) => comInscricao.filter((x) => atual.get(x.id)!.s === s);
      const usados = new Set<number>();
      const escolher = (lista: Sessao[], n: number) => {
        const escolhidos = sortear(
          lista.filter((x) => !usados.has(x.id)),
          n,
        );
        escolhidos.forEach((x) => usados.add(x.id));
        return escolhidos;
      };
      const aVencer = escolher(daSituacao(3), 4);
      const aConfirmar = escolher(daSituacao(3), 4);
      const aConvocar = escolher(daSituacao(1), 5);
      const aCancelar = escolher(comInscricao, 8);
      const aInscrever = escolher(livres, 25);
      if (aVencer.length) {
        await ctx.db.query(
          `UPDATE convocacao SET prazo = now() - interval '1 minute' WHERE id = ANY($1::integer[])`,
          [aVencer.map((s) => atual.get(s.id)!.c)],
        );
      }
      const pedidos: Promise<LightMyRequestResponse | unknown>[] = [
        ...aInscrever.map((s) => criarInscricao(ctx.app, s, TURMA_TRINTA_VAGAS)),
        ...aCancelar.map((s) =>
          requisitar(ctx.app, 'PUT', `/v1/inscricao/viaRapida/cancelarInscricao/${atual.get(s.id)!.id}`, {
            token: s.token,
          }),
        ),
        ...aConfirmar.map((s) => confirmar(ctx.app, s, atual.get(s.id)!.id, atual.get(s.id)!.c!)),
        ctx.app.services.convocacao.varrer(),
        ctx.app.services.convocacao.varrer(),
      ];
      if (aConvocar.length) {
        pedidos.push(
          convocar(ctx.app, admin.token, TURMA_TRINTA_VAGAS, {
            idsInscricao: aConvocar.map((s) => atual.get(s.id)!.id),
          }),
        );
      }
      const respostas = await Promise.all(pedidos);
      const codigos = respostas
        .filter((r): r is LightMyRequestResponse => typeof r === 'object' && r !== null && 'statusCode' in r)
        .map((r) => r.statusCode);
      expect(codigos.filter((c) => c >= 500)).toEqual([]);
      await conferir();
    }
    // The cycle really turned: expiries, offers and confirmations all happened.
    const [contagem] = await ctx.db.query<{ expiradas: number; ofertas: number; matriculas: number }>(
      `SELECT count(*) FILTER (WHERE status_novo = 7)::int AS expiradas,
              count(*) FILTER (WHERE status_anterior = 6 AND status_novo = 3)::int AS ofertas,
              count(*) FILTER (WHERE status_novo = 4)::int AS matriculas
         FROM inscricao_auditoria WHERE id_turma = $1`,
      [TURMA_TRINTA_VAGAS],
    );
    expect(contagem!.expiradas).toBeGreaterThan(0);
    expect(contagem!.ofertas).toBeGreaterThan(0);
    expect(contagem!.matriculas).toBeGreaterThan(0);
  }, 120_000);
});
