import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { criarCandidatosAptos, turmasAbertas } from '../src/testes/turmas.js';

/** Migration 014 (decision 1500): staff roles, one-target scopes, statuses 6 and 7, and 6 blocking the modality. */
let ctx: Contexto;
let candidatos: number[];
beforeAll(async () => {
  ctx = await criarContexto();
  candidatos = await criarCandidatosAptos(ctx.db, 3, 'migracao');
});
afterAll(() => ctx.fechar());

const falha = (sql: string, params: unknown[] = []) => expect(ctx.db.query(sql, params)).rejects.toThrow();

it('o perfil aceita os da equipe e recusa os que a decisão 1500 deixa fora do banco', async () => {
  const id = candidatos[0];
  for (const role of ['Secretaria', 'Executora', 'Professor', 'Inscricao', 'Administrador', 'Candidato'])
    await ctx.db.query('UPDATE usuario SET role = $2 WHERE id = $1', [id, role]);
  await falha('UPDATE usuario SET role = $2 WHERE id = $1', [id, 'Solicitante']);
});

it('um escopo aponta para exatamente uma unidade, um programa ou uma turma', async () => {
  const id = candidatos[1];
  await ctx.db.query('INSERT INTO escopo_gestao (id_usuario, id_programa) VALUES ($1, 1)', [id]);
  await falha('INSERT INTO escopo_gestao (id_usuario) VALUES ($1)', [id]);
  await falha('INSERT INTO escopo_gestao (id_usuario, id_programa, id_turma) VALUES ($1, 1, 9001)', [id]);
  await falha('INSERT INTO escopo_gestao (id_usuario, id_programa) VALUES ($1, 1)', [id]);
});

it('status 7 existe; 6 (em espera) bloqueia outra inscrição na mesma modalidade, 7 não', async () => {
  const [a, b] = (await turmasAbertas(ctx.db, 1, 2)) as [number, number];
  const id = candidatos[2];
  const inserir = (turma: number, status: number) =>
    ctx.db.query(
      `INSERT INTO inscricao (id_turma_principal, id_usuario, id_modalidade, id_status_inscricao) VALUES ($1, $2, 1, $3)`,
      [turma, id, status],
    );
  await inserir(a, 7);
  await inserir(a, 6);
  await expect(inserir(b, 1)).rejects.toThrow();
  await falha('UPDATE inscricao SET id_status_inscricao = 8 WHERE id_usuario = $1', [id]);
});
