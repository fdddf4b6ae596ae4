import { TURMA_TRINTA_VAGAS } from '../src/db/seed/catalogo-dados.js';
import { criarContexto, usandoPostgres, type Contexto } from '../src/testes/contexto.js';
import { requisitar, sessaoDireta } from '../src/testes/cliente.js';
import { sessoesDaEquipe } from '../src/testes/equipe.js';
import { criarCandidatosAptos, criarInscricao } from '../src/testes/turmas.js';

/**
 * Staff change the seats while candidates enrol, all at once: the seats never fall below those taken, no seat is
 * oversubscribed, and nobody gets a 5xx (on PostgreSQL over a pool of 20 connections; on PGlite, serialised).
 */
let ctx: Contexto;
beforeAll(async () => {
  ctx = await criarContexto();
});
afterAll(() => ctx.fechar());

it(`vagas mudando durante 40 inscrições simultâneas: nunca abaixo das ocupadas (${usandoPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const { admin } = await sessoesDaEquipe(ctx.app);
  const ids = await criarCandidatosAptos(ctx.db, 60, 'vagas-corrida');
  const sessoes = await Promise.all(ids.map((id) => sessaoDireta(ctx.app, id)));
  // 20 seats taken first: the changes to 5, 8 and 12 are always below them.
  const primeiras = await Promise.all(
    sessoes.slice(0, 20).map((s) => criarInscricao(ctx.app, s, TURMA_TRINTA_VAGAS)),
  );
  expect(primeiras.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
  const mudancas = [5, 40, 12, 25, 8, 30, 20, 35].map((vagas) =>
    requisitar(ctx.app, 'PUT', `/v1/gestao/turmas/${TURMA_TRINTA_VAGAS}/vagas`, {
      token: admin.token,
      body: { vagas },
    }),
  );
  const respostas = await Promise.all([
    ...sessoes.slice(20).map((s) => criarInscricao(ctx.app, s, TURMA_TRINTA_VAGAS)),
    ...mudancas,
  ]);
  expect(respostas.filter((r) => r.statusCode >= 500)).toEqual([]);
  const [turma] = await ctx.db.query<{ vagas: number; ocupadas: number; ocupando: number }>(
    `SELECT t.vagas, t.vagas_ocupadas AS ocupadas,
            (SELECT count(*)::integer FROM inscricao i
              WHERE i.id_turma_principal = t.id AND i.id_status_inscricao IN (1, 3, 4)) AS ocupando
       FROM turma t WHERE t.id = $1`,
    [TURMA_TRINTA_VAGAS],
  );
  expect(turma!.ocupadas).toBe(turma!.ocupando);
  expect(turma!.ocupadas).toBeLessThanOrEqual(turma!.vagas);
  const respostasDasMudancas = respostas.slice(ids.length - 20);
  expect([0, 2, 4].map((i) => respostasDasMudancas[i]!.statusCode)).toEqual([409, 409, 409]);
  for (const r of respostasDasMudancas.filter((r) => r.statusCode === 409))
    expect(r.json().message).toMatch(
      /^O número de vagas não pode ficar abaixo das vagas ocupadas \(\d+\)\.$/,
    );
});
