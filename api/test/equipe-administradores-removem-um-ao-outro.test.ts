import { Papel } from '@portal/contracts';
import { criarContexto, usandoPostgres, type Contexto } from '../src/testes/contexto.js';
import { requisitar, sessaoDireta, sessoesDemo } from '../src/testes/cliente.js';
import { sessoesDaEquipe } from '../src/testes/equipe.js';

/**
 * Two Administradores remove each other at the same moment. One removal passes and the other is refused (the
 * "last Administrador" message, or 403 or 401 when its author has just lost the role and its sessions); neither gets
 * a 5xx. Each removal used to lock the member first and then every Administrador, so the two locked the same two
 * rows in opposite orders and PostgreSQL aborted one as a deadlock (on PGlite, which serialises, the race cannot
 * happen).
 */
let ctx: Contexto;
beforeAll(async () => {
  ctx = await criarContexto();
});
afterAll(() => ctx.fechar());

it(`dois Administradores removem um ao outro ao mesmo tempo: um passa, o outro é recusado, nunca 5xx (${usandoPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const { admin } = await sessoesDaEquipe(ctx.app);
  const { joao } = await sessoesDemo(ctx.app);
  const ids = [admin.id, joao.id];
  await ctx.db.query('UPDATE usuario SET govbr_verificado_em = now() WHERE id = $1', [joao.id]);
  for (let rodada = 0; rodada < 12; rodada += 1) {
    await ctx.db.query('UPDATE usuario SET role = $2 WHERE id = ANY($1::integer[])', [
      ids,
      Papel.Administrador,
    ]);
    const [a, b] = await Promise.all(ids.map((id) => sessaoDireta(ctx.app, id)));
    const respostas = await Promise.all([
      requisitar(ctx.app, 'DELETE', `/v1/gestao/equipe/${ids[1]}`, { token: a!.token }),
      requisitar(ctx.app, 'DELETE', `/v1/gestao/equipe/${ids[0]}`, { token: b!.token }),
    ]);
    // The second is refused: 409 when it was already inside its transaction; when the first had committed before
    // its own request was checked, its author has lost the role (403) and the sessions it ended (401).
    const [passou, recusada] = respostas.map((r) => r.statusCode).sort();
    expect(passou).toBe(200);
    expect([401, 403, 409]).toContain(recusada);
    const administradores = await ctx.db.query(
      'SELECT id FROM usuario WHERE id = ANY($1::integer[]) AND role = $2',
      [ids, Papel.Administrador],
    );
    expect(administradores).toHaveLength(1);
  }
});
