import type { ChildProcess } from 'node:child_process';
import { TURMA_TRINTA_VAGAS } from '../src/db/seed/catalogo-dados.js';
import { criarContexto, usandoPostgres, type Contexto } from '../src/testes/contexto.js';
import { sessaoDireta, type Sessao } from '../src/testes/cliente.js';
import { criarCandidatosAptos, vagasOcupadas } from '../src/testes/turmas.js';
import {
  esperar,
  inscreverNaPorta,
  subirApiEmDoisProcessos,
  trabalhadoresDe,
} from '../src/testes/api-em-dois-processos.js';

/**
 * The API as it runs in production: two processes under the cluster primary (decision 0160), on a throw-away
 * PostgreSQL database. One process is killed (SIGKILL) in the middle of a burst of enrolments. Only requests in
 * flight on it may go unanswered; every later request is answered by the other process or its replacement, and the
 * seats taken still equal the enrolments. Multi-process needs PostgreSQL: on PGlite this file is skipped.
 */
const descrever = usandoPostgres ? describe : describe.skip;
const SEGREDO = 'segredo-de-teste-com-mais-de-trinta-e-dois-caracteres';
const CONCORRENCIA = 8;

let ctx: Contexto;
let api: ChildProcess;
let porta: number;
const trabalhadores = () => trabalhadoresDe(api);
const inscrever = (s: Sessao) => inscreverNaPorta(porta, s);

beforeAll(async () => {
  if (!usandoPostgres) return;
  ctx = await criarContexto({ config: { jwtSecret: SEGREDO } });
  ({ api, porta } = await subirApiEmDoisProcessos(ctx, SEGREDO));
}, 120_000);

afterAll(async () => {
  if (api && api.exitCode === null) {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
  }
  await ctx?.fechar();
});

descrever('um processo da API morre no meio de uma rajada de inscrições (PostgreSQL, 2 processos)', () => {
  it('só se perdem os pedidos em curso nele; o resto é atendido e vagas ocupadas = inscrições', async () => {
    const ids = await criarCandidatosAptos(ctx.db, 100, 'rajada');
    const sessoes = await Promise.all(ids.map((id) => sessaoDireta(ctx.app, id)));
    const [vitima] = trabalhadores();
    const status: number[] = [];
    let proximo = 0;
    let morto = false;
    const cliente = async () => {
      while (proximo < 80) {
        const s = sessoes[proximo++]!;
        status.push(await inscrever(s));
        if (!morto && status.length >= 20) {
          morto = true;
          process.kill(vitima!, 'SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: CONCORRENCIA }, cliente));
    const perdidos = status.filter((c) => c === 0).length;
    expect(perdidos).toBeLessThanOrEqual(CONCORRENCIA);
    // 503 + Retry-After is a deliberate answer too (load shedding, decision 0165): nothing was started.
    expect(status.every((c) => [0, 201, 409, 503].includes(c))).toBe(true);

    // The primary replaced the dead process; the rest of the crowd is answered, by either process.
    await esperar(() => trabalhadores().length === 2 && !trabalhadores().includes(vitima!));
    const depois = await Promise.all(sessoes.slice(80).map(inscrever));
    expect(depois.every((c) => [201, 409, 503].includes(c))).toBe(true);

    // A full class puts the rest on the waiting list (status 6, no seat; decision 1500): every 201 is a row.
    const [contagem] = await ctx.db.query<{ comVaga: number; todas: number }>(
      `SELECT count(*) FILTER (WHERE id_status_inscricao = 1)::integer AS "comVaga", count(*)::integer AS todas
         FROM inscricao WHERE id_turma_principal = $1`,
      [TURMA_TRINTA_VAGAS],
    );
    const { comVaga, todas } = contagem!;
    expect(await vagasOcupadas(ctx.db, TURMA_TRINTA_VAGAS)).toBe(comVaga);
    expect(todas).toBeGreaterThanOrEqual([...status, ...depois].filter((c) => c === 201).length);
    expect(comVaga).toBeLessThanOrEqual(30);
  }, 120_000);
});
