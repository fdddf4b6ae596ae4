import { Programa } from '@portal/contracts';
import { usarContextoDemo } from './helpers/contexto.js';
import { requisitar, sessaoDireta } from './helpers/cliente.js';
import { criarCandidatosAptos, turmasAbertas, vagasOcupadas } from './helpers/turmas.js';

const t = usarContextoDemo();

/** Counts the API's queries while `fn` runs (the app uses this very Db object). */
async function contarConsultas(fn: () => Promise<unknown>): Promise<number> {
  const db = t.ctx.db;
  const original = db.query.bind(db);
  let consultas = 0;
  db.query = (sql, params) => {
    consultas += 1;
    return original(sql, params);
  };
  try {
    await fn();
  } finally {
    db.query = original;
  }
  return consultas;
}

describe('criar uma inscrição vai ao banco o mínimo de vezes (decisão 0171)', () => {
  it('três idas: a sessão do token, o contexto da inscrição e a escrita que já devolve a inscrição', async () => {
    const [id] = await criarCandidatosAptos(t.ctx.db, 1, 'idas');
    const candidato = await sessaoDireta(t.ctx.app, id!);
    const [turma] = await turmasAbertas(t.ctx.db, Programa.ViaRapidaEmprego);
    let resposta: Awaited<ReturnType<typeof requisitar>> | undefined;
    const consultas = await contarConsultas(async () => {
      resposta = await requisitar(t.ctx.app, 'POST', `/v1/inscricao/InscriverProgramaNovo/${id}`, {
        token: candidato.token,
        body: { idTurmaPrincipal: turma, idUsuario: id, idStatusInscricao: 1 },
      });
    });
    expect(resposta!.statusCode).toBe(201);
    expect(consultas).toBeLessThanOrEqual(3);
    // The answer's seats come from the row the write updated: this enrolment's seat is already gone.
    const [linha] = await t.ctx.db.query<{ vagas: number }>('SELECT vagas FROM turma WHERE id = $1', [turma]);
    expect(resposta!.json().turmaPrincipal.vagasDisponiveis).toBe(
      linha!.vagas - (await vagasOcupadas(t.ctx.db, turma!)),
    );
  });
});
