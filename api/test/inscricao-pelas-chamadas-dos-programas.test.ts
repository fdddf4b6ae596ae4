import { HOJE_EM_BRASILIA } from '../src/db/sql/instante.js';
import { Mensagem, ProgramaPortal } from '@portal/contracts';
import { usarContextoDemo } from '../src/testes/contexto.js';
import { requisitar } from '../src/testes/cliente.js';
import { turmasAbertas } from '../src/testes/turmas.js';

/** Each programme's own enrolment call, the list of programmes open now and Meu Primeiro Emprego's period. */
const t = usarContextoDemo();

describe('Empreenda, programa novo e primeiro emprego', () => {
  it('EmpreendaSP/{id} inscreve numa turma do programa e recusa turma de outro (422) ou corpo de outro usuário', async () => {
    const [turma] = await turmasAbertas(t.ctx.db, ProgramaPortal.EmpreendaSP);
    const r = await requisitar(t.ctx.app, 'POST', `/v1/inscricao/EmpreendaSP/${t.s.maria.id}`, {
      token: t.s.maria.token,
      body: { idTurmaPrincipal: turma, idUsuario: t.s.maria.id },
    });
    expect([r.statusCode, r.json().turmaPrincipal.cursoQualificacao.modalidade.id]).toEqual([
      201,
      ProgramaPortal.EmpreendaSP,
    ]);
    const [deOutro] = await turmasAbertas(t.ctx.db, 1);
    const errada = await requisitar(t.ctx.app, 'POST', `/v1/inscricao/EmpreendaJovem/${t.s.maria.id}`, {
      token: t.s.maria.token,
      body: { idTurmaPrincipal: deOutro, idUsuario: t.s.maria.id },
    });
    expect([errada.statusCode, errada.json().errors]).toEqual([422, [Mensagem.turmaDeOutroPrograma]]);
    const misturado = await requisitar(t.ctx.app, 'POST', `/v1/inscricao/EmpreendaJovem/${t.s.maria.id}`, {
      token: t.s.admin.token,
      body: { idTurmaPrincipal: deOutro, idUsuario: t.s.bruna.id },
    });
    expect(misturado.statusCode).toBe(400);
  });

  it('NovoPrograma lista os programas com período aberto e seus cursos; InscriverProgramaNovo só aceita os abertos sem chamada própria', async () => {
    const programas = (
      await requisitar(t.ctx.app, 'GET', '/v1/inscricao/NovoPrograma', { token: t.s.bruna.token })
    ).json();
    expect(programas.map((p: { id: number }) => p.id).sort()).toEqual([1, 22, 30, 31, 32]);
    expect(programas[0].cursos.length).toBeGreaterThan(0);
    // InscriverProgramaNovo takes only the open programmes without a call of their own: today Via Rápida Emprego (1).
    const [turma] = await turmasAbertas(t.ctx.db, 1);
    const ok = await requisitar(t.ctx.app, 'POST', `/v1/inscricao/InscriverProgramaNovo/${t.s.bruna.id}`, {
      token: t.s.bruna.token,
      body: { idTurmaPrincipal: turma, idUsuario: t.s.bruna.id, idStatusInscricao: 1 },
    });
    expect(ok.statusCode).toBe(201);
    const [fora] = await turmasAbertas(t.ctx.db, 4);
    // Programme 4 has no call of its own and no enrolment period open: that is what the citizen is told (it was 422
    // "Esta turma não pertence a este programa.", which is false).
    const recusada = await requisitar(
      t.ctx.app,
      'POST',
      `/v1/inscricao/InscriverProgramaNovo/${t.s.bruna.id}`,
      { token: t.s.bruna.token, body: { idTurmaPrincipal: fora, idUsuario: t.s.bruna.id } },
    );
    expect([recusada.statusCode, recusada.json().errors]).toEqual([409, [Mensagem.periodoEncerrado]]);
    // A class of a programme with a call of its own stays refused as another programme's, period or not.
    const [deEmpreenda] = await turmasAbertas(t.ctx.db, ProgramaPortal.EmpreendaSP);
    const porOutraPorta = await requisitar(
      t.ctx.app,
      'POST',
      `/v1/inscricao/InscriverProgramaNovo/${t.s.bruna.id}`,
      { token: t.s.bruna.token, body: { idTurmaPrincipal: deEmpreenda, idUsuario: t.s.bruna.id } },
    );
    expect([porOutraPorta.statusCode, porOutraPorta.json().errors]).toEqual([
      422,
      [Mensagem.turmaDeOutroPrograma],
    ]);
  });

  it('Qualifica SP com o período encerrado: 409 que diz isso, não que a turma é de outro programa', async () => {
    const [turma] = await turmasAbertas(t.ctx.db, 1);
    await t.ctx.db.query(`UPDATE periodo_inscricao SET fim = ${HOJE_EM_BRASILIA} - 1 WHERE id_programa = 1`);
    const r = await requisitar(t.ctx.app, 'POST', `/v1/inscricao/InscriverProgramaNovo/${t.s.maria.id}`, {
      token: t.s.maria.token,
      body: { idTurmaPrincipal: turma, idUsuario: t.s.maria.id },
    });
    expect([r.statusCode, r.json().errors]).toEqual([409, [Mensagem.periodoEncerrado]]);
  });

  it('PrimeiroEmpregoSP cria e depois move; a lista traz as inscrições e o período atual; sem período, 409', async () => {
    const [a, b] = await turmasAbertas(t.ctx.db, ProgramaPortal.MeuPrimeiroEmprego);
    const enviar = (idTurmaPrincipal: number) =>
      requisitar(t.ctx.app, 'POST', '/v1/inscricao/PrimeiroEmpregoSP', {
        token: t.s.maria.token,
        body: { idUsuario: t.s.maria.id, idTurmaPrincipal },
      });
    expect((await enviar(a!)).statusCode).toBe(201);
    expect((await enviar(b!)).statusCode).toBe(200);
    const lista = (
      await requisitar(t.ctx.app, 'GET', `/v1/inscricao/PrimeiroEmpregoList/usuario/${t.s.maria.id}`, {
        token: t.s.maria.token,
      })
    ).json();
    expect(lista.inscricoes).toHaveLength(1);
    expect(lista.inscricoes[0].idTurmaPrincipal).toBe(b);
    expect(lista.periodoAtual).toMatchObject({
      idPrograma: ProgramaPortal.MeuPrimeiroEmprego,
      inicio: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      fim: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    await t.ctx.db.query(
      `UPDATE periodo_inscricao SET fim = ${HOJE_EM_BRASILIA} - 1 WHERE id_programa = $1`,
      [ProgramaPortal.MeuPrimeiroEmprego],
    );
    const fechado = await enviar(a!);
    expect([fechado.statusCode, fechado.json().errors]).toEqual([409, [Mensagem.periodoEncerrado]]);
    // The three generic update calls moved the same enrolment with the period closed: the period is the programme's,
    // whatever door the change comes through.
    for (const caminho of ['viaRapida/virtual/update', 'novoemprego/update', 'viaRapida/emprego/update']) {
      const porOutraPorta = await requisitar(t.ctx.app, 'PUT', `/v1/inscricao/${caminho}`, {
        token: t.s.maria.token,
        body: { id: lista.inscricoes[0].id, idTurmaPrincipal: a, idUsuario: t.s.maria.id },
      });
      expect([caminho, porOutraPorta.statusCode, porOutraPorta.json().errors]).toEqual([
        caminho,
        409,
        [Mensagem.periodoEncerrado],
      ]);
    }
  });
});
