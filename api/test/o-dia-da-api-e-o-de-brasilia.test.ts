import { RepositorioDePeriodos } from '../src/catalogo/periodos.repositorio.js';
import { RepositorioDoContextoDaInscricao } from '../src/inscricao/contexto-da-inscricao.repositorio.js';
import { RepositorioDeVagas } from '../src/inscricao/vagas.repositorio.js';
import { usarContextoDemo } from '../src/testes/contexto.js';
import { turmasAbertas } from '../src/testes/turmas.js';

/**
 * "Today" for a class's last enrolment day and a programme's period is Brasília's day, whatever time zone the database
 * session has: in UTC a class open until today closed at 21:00 there, and a period opened or closed three hours early.
 * Two session zones put the session's date on another day than Brasília's: Kiritimati (17 hours ahead) from 07:00 in
 * Brasília, Etc/GMT+12 (9 hours behind) before 09:00. The cases that end today fail on a query that reads the
 * session's `current_date` in the first; those that start today, or ended yesterday, in the second. At any hour at
 * least one case fails on such a query, though not every case at every hour.
 */
const t = usarContextoDemo();
const ZONAS = ['Pacific/Kiritimati', 'Etc/GMT+12'];
const PROGRAMA = 1;
const UM_DIA = 24 * 60 * 60 * 1000;
const diaEmBrasilia = (deslocamentoEmDias = 0) =>
  new Date(Date.now() - 3 * 60 * 60 * 1000 + deslocamentoEmDias * UM_DIA).toISOString().slice(0, 10);
let turma: number;

beforeAll(async () => {
  [turma] = (await turmasAbertas(t.ctx.db, PROGRAMA, 1)) as [number];
});

async function naZona<T>(
  zona: string,
  ler: (tx: Parameters<Parameters<typeof t.ctx.db.transaction>[0]>[0]) => Promise<T>,
) {
  return t.ctx.db.transaction(async (tx) => {
    await tx.query(`SET LOCAL TIME ZONE '${zona}'`);
    return ler(tx);
  });
}

describe.each(ZONAS)('com a sessão do banco em %s', (zona) => {
  it.each([
    ['as inscrições terminam hoje: aberta', 0, true],
    ['as inscrições terminaram ontem: fechada', -1, false],
  ])('turma: %s', async (_caso, dias, aberta) => {
    await t.ctx.db.query('UPDATE turma SET inscricoes_ate = $2::date WHERE id = $1', [
      turma,
      diaEmBrasilia(dias),
    ]);
    const lida = await naZona(zona, (tx) => new RepositorioDeVagas(tx).turmaParaInscricao(turma));
    expect(lida?.aberta).toBe(aberta);
  });

  it.each([
    ['termina hoje', -10, 0],
    ['começa hoje', 0, 10],
  ])('período que %s está aberto, no catálogo e na inscrição', async (_caso, inicio, fim) => {
    await t.ctx.db.query('UPDATE turma SET inscricoes_ate = $2::date WHERE id = $1', [
      turma,
      diaEmBrasilia(30),
    ]);
    await t.ctx.db.query(
      'UPDATE periodo_inscricao SET inicio = $2::date, fim = $3::date WHERE id_programa = $1',
      [PROGRAMA, diaEmBrasilia(inicio), diaEmBrasilia(fim)],
    );
    await t.ctx.db.query(
      `INSERT INTO periodo_inscricao (id_programa, inicio, fim)
       SELECT $1, $2::date, $3::date WHERE NOT EXISTS (SELECT 1 FROM periodo_inscricao WHERE id_programa = $1)`,
      [PROGRAMA, diaEmBrasilia(inicio), diaEmBrasilia(fim)],
    );
    const [aberto, programas, contexto] = await naZona(zona, (tx) =>
      Promise.all([
        new RepositorioDePeriodos(tx).aberto(PROGRAMA),
        new RepositorioDePeriodos(tx).programasAbertos(),
        new RepositorioDoContextoDaInscricao(tx).ler(t.s.maria.id, turma, {
          id: '00000000-0000-0000-0000-000000000000',
          idUsuario: t.s.maria.id,
        }),
      ]),
    );
    expect(aberto).not.toBeNull();
    expect(programas.map((p) => p.id)).toContain(PROGRAMA);
    expect(contexto.periodoAberto).toBe(true);
  });
});
