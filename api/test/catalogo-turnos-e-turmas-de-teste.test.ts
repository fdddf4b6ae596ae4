import { TURMA_VAGA_UNICA, TURMAS_DE_TESTE } from '../src/db/seed/catalogo-dados.js';
import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { requisitar } from '../src/testes/cliente.js';

let publico: Contexto;
let dosTestes: Contexto;
beforeAll(async () => {
  publico = await criarContexto();
  dosTestes = await criarContexto({ config: { exibirTurmasDeTeste: true } });
});
afterAll(async () => {
  await publico?.fechar();
  await dosTestes?.fechar();
});

const ids = async (ctx: Contexto, url: string) =>
  (await requisitar(ctx.app, 'GET', url)).json() as { id: number; turno: string }[];

/** The service order and course of the seeded one-seat class 9001 (Operador de Empilhadeira, Novo Emprego). */
async function ondeFicaATurmaDeTeste(ctx: Contexto) {
  const [linha] = await ctx.db.query<{ os: number; curso: number; municipio: number }>(
    `SELECT os.id AS os, os.id_curso AS curso, u.id_municipio AS municipio
       FROM turma t JOIN ordem_servico os ON os.id = t.id_ordem_servico JOIN unidade u ON u.id = os.id_unidade WHERE t.id = $1`,
    [TURMA_VAGA_UNICA],
  );
  return linha!;
}

describe('turmas reservadas para testes não aparecem para o cidadão', () => {
  it('o catálogo público não lista 9001, 9002 nem 9003; o portal dos testes e2e lista', async () => {
    const { os } = await ondeFicaATurmaDeTeste(publico);
    expect((await ids(publico, `/v1/ordens-servico/${os}/turmas`)).map((t) => t.id)).not.toContain(
      TURMA_VAGA_UNICA,
    );
    expect((await ids(dosTestes, `/v1/ordens-servico/${os}/turmas`)).map((t) => t.id)).toContain(
      TURMA_VAGA_UNICA,
    );
    const reservadas = await publico.db.query<{ id: number }>(
      'SELECT id FROM turma WHERE reservada_para_testes ORDER BY id',
    );
    expect(reservadas.map((t) => t.id)).toEqual(TURMAS_DE_TESTE);
  });

  it('uma unidade ou município só com turma de teste não aparece', async () => {
    const { os, curso, municipio } = await ondeFicaATurmaDeTeste(publico);
    await publico.db.query(
      `UPDATE turma SET aberta = false WHERE id_ordem_servico = $1 AND NOT reservada_para_testes`,
      [os],
    );
    const unidades = (
      await requisitar(publico.app, 'GET', `/v1/cursos/${curso}/municipios/${municipio}/unidades`)
    ).json() as { idOrdemServico: number }[];
    expect(unidades.map((u) => u.idOrdemServico)).not.toContain(os);
  });
});

describe('turnos na ordem do dia', () => {
  it('manhã, tarde, noite, integral — não em ordem alfabética nem de criação', async () => {
    const { os } = await ondeFicaATurmaDeTeste(dosTestes);
    await dosTestes.db.query(
      `INSERT INTO turma (id_ordem_servico, turno, horario, data_inicio, data_fim, inscricoes_ate, vagas)
       VALUES ($1, 'INTEGRAL', '08:00 às 17:00', current_date + 30, current_date + 120, current_date + 25, 10)`,
      [os],
    );
    const turnos = (await ids(dosTestes, `/v1/ordens-servico/${os}/turmas`)).map((t) => t.turno);
    expect(turnos).toEqual(['MANHA', 'TARDE', 'NOITE', 'INTEGRAL']);
  });
});
