import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { convocar, inscreverEmOrdem, statusDe, turmaVazia } from '../src/testes/convocacao.js';
import { sessaoDireta } from '../src/testes/cliente.js';

/**
 * The expiry runs as a job of app.fila (pg-boss on PostgreSQL, in-process on PGlite), not as a timer of one request:
 * with the scheduled jobs on, the job exists on the queue and does the sweep when it runs.
 */
let ctx: Contexto;
beforeAll(async () => {
  ctx = await criarContexto({ config: { tarefasPeriodicas: true } });
});
afterAll(() => ctx.fechar());

async function esperar(condicao: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const fim = Date.now() + ms;
  while (!(await condicao())) {
    if (Date.now() > fim) throw new Error('a tarefa não rodou a tempo');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('tarefa agendada de expiração', () => {
  it('a tarefa da fila expira uma convocação vencida', async () => {
    const turma = await turmaVazia(ctx.db, 1);
    const [quem] = await inscreverEmOrdem(ctx.app, turma, 1, 'tarefa');
    const [adm] = await ctx.db.query<{ id: number }>(
      "SELECT id FROM usuario WHERE role = 'Administrador' LIMIT 1",
    );
    const admin = await sessaoDireta(ctx.app, adm!.id);
    expect((await convocar(ctx.app, admin.token, turma, { todos: true })).statusCode).toBe(201);
    const { c } = await statusDe(ctx.db, quem!.idInscricao);
    await ctx.db.query(`UPDATE convocacao SET prazo = now() - interval '1 minute' WHERE id = $1`, [c]);
    await ctx.app.fila.enviar('expiracao-de-convocacoes', {}, 'teste');
    await esperar(async () => (await statusDe(ctx.db, quem!.idInscricao)).s === 7);
  }, 30_000);
});
