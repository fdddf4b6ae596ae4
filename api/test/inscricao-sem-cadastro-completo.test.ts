import { requisitar } from '../src/testes/cliente.js';
import { usarContextoDemo } from '../src/testes/contexto.js';
import { confirmar, statusDe, turmaComCincoInscritos, type Inscrito } from '../src/testes/convocacao.js';

/**
 * Issue 28 §2: reading one's enrolments, confirming a call-up and cancelling never depend on the registration being
 * complete; only a new enrolment does. A citizen whose records went missing after enrolling (the demo call-up class
 * held such citizens) still reads, confirms and cancels.
 */
const t = usarContextoDemo();
let inscritos: Inscrito[];

async function semRegistros(quem: Inscrito): Promise<void> {
  for (const tabela of ['dados_socioeconomicos', 'endereco', 'dados_cadastrais'])
    await t.ctx.db.query(`DELETE FROM ${tabela} WHERE id_usuario = $1`, [quem.id]);
}

beforeAll(async () => {
  ({ inscritos } = await turmaComCincoInscritos(t, true));
  await semRegistros(inscritos[0]!);
  await semRegistros(inscritos[1]!);
});

describe('inscrição de quem está sem os registros do cadastro', () => {
  it('lê as suas inscrições', async () => {
    const a = inscritos[0]!;
    const r = await requisitar(
      t.ctx.app,
      'GET',
      `/v1/inscricao/usuario/meuscursosstatus/${a.id}/todos/todos`,
      {
        token: a.token,
      },
    );
    expect(r.statusCode).toBe(200);
    expect(r.json().map((i: { id: number }) => i.id)).toContain(a.idInscricao);
  });

  it('confirma a convocação', async () => {
    const a = inscritos[0]!;
    const { c } = await statusDe(t.ctx.db, a.idInscricao);
    const r = await confirmar(t.ctx.app, a, a.idInscricao, c!);
    expect([r.statusCode, r.json().idStatusInscricao]).toEqual([200, 4]);
  });

  it('cancela', async () => {
    const b = inscritos[1]!;
    const r = await requisitar(
      t.ctx.app,
      'PUT',
      `/v1/inscricao/viaRapida/cancelarInscricao/${b.idInscricao}`,
      {
        token: b.token,
      },
    );
    expect(r.statusCode).toBe(200);
  });
});
