import { Mensagem, ProgramaPortal } from '@portal/contracts';
import { usarContextoDemo } from '../src/testes/contexto.js';
import { requisitar } from '../src/testes/cliente.js';
import { turmasAbertas } from '../src/testes/turmas.js';

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
      body: { idTurmaPrincipal: deOutro, idUsuario: t.s.carla.id },
    });
    expect(misturado.statusCode).toBe(400);
  });

  it('NovoPrograma lista os programas com período aberto e seus cursos; InscriverProgramaNovo só aceita os abertos sem chamada própria', async () => {
    const programas = (
      await requisitar(t.ctx.app, 'GET', '/v1/inscricao/NovoPrograma', { token: t.s.carla.token })
    ).json();
    expect(programas.map((p: { id: number }) => p.id).sort()).toEqual([1, 22, 30, 31, 32]);
    expect(programas[0].cursos.length).toBeGreaterThan(0);
    // InscriverProgramaNovo takes only the open programmes without a call of their own: today Via Rápida Emprego (1).
    const [turma] = await turmasAbertas(t.ctx.db, 1);
    const ok = await requisitar(t.ctx.app, 'POST', `/v1/inscricao/InscriverProgramaNovo/${t.s.carla.id}`, {
      token: t.s.carla.token,
      body: { idTurmaPrincipal: turma, idUsuario: t.s.carla.id, idStatusInscricao: 1 },
    });
    expect(ok.statusCode).toBe(201);
    const [fora] = await turmasAbertas(t.ctx.db, 4);
    // Programme 4 has no enrolment period open.
    const recusada = await requisitar(
      t.ctx.app,
      'POST',
      `/v1/inscricao/InscriverProgramaNovo/${t.s.carla.id}`,
      { token: t.s.carla.token, body: { idTurmaPrincipal: fora, idUsuario: t.s.carla.id } },
    );
    expect(recusada.statusCode).toBe(422);
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
    await t.ctx.db.query('UPDATE periodo_inscricao SET fim = current_date - 1 WHERE id_programa = $1', [
      ProgramaPortal.MeuPrimeiroEmprego,
    ]);
    const fechado = await enviar(a!);
    expect([fechado.statusCode, fechado.json().errors]).toEqual([409, [Mensagem.periodoEncerrado]]);
  });
});

describe('pagamentos, questionários e page views', () => {
  it('GET /v1/pagamento/usuario/{id} traz os pagamentos da Maria, um deles Em breve', async () => {
    const r = await requisitar(t.ctx.app, 'GET', `/v1/pagamento/usuario/${t.s.maria.id}`, {
      token: t.s.maria.token,
    });
    expect(r.json()).toEqual([
      { protocoloPagamento: '2024.0001.7788', senhaPagamento: '4821', statusPagamento: 'Pago' },
      { protocoloPagamento: 'Em breve', senhaPagamento: '-', statusPagamento: 'Pendente' },
    ]);
    expect(
      (
        await requisitar(t.ctx.app, 'GET', `/v1/pagamento/usuario/${t.s.joao.id}`, { token: t.s.joao.token })
      ).json(),
    ).toEqual([]);
  });

  it('POST /v1/faq/perguntas guarda a pergunta do visitante e confirma por e-mail', async () => {
    const body = {
      nome: 'Visitante',
      email: 'visitante@exemplo.com.br',
      assunto: 'bolsa-auxilio',
      pergunta: 'Quando a bolsa é paga?',
    };
    const r = await requisitar(t.ctx.app, 'POST', '/v1/faq/perguntas', { body });
    expect(r.statusCode).toBe(201);
    expect(await t.ctx.db.query('SELECT nome, assunto FROM faq_pergunta')).toEqual([
      { nome: 'Visitante', assunto: 'bolsa-auxilio' },
    ]);
    expect(
      (await requisitar(t.ctx.app, 'POST', '/v1/faq/perguntas', { body: { ...body, assunto: 'outro' } }))
        .statusCode,
    ).toBe(400);
  });

  it('GET /v1/questionarios por tipo; 404 quando não existe', async () => {
    const q = (
      await requisitar(t.ctx.app, 'GET', '/v1/questionarios?tipo=EMPREENDA', { token: t.s.maria.token })
    ).json();
    expect(q).toMatchObject({ tipo: 'EMPREENDA', idCurso: null });
    expect(q.perguntas[0]).toMatchObject({
      tipo: 'UNICA',
      obrigatoria: true,
      opcoes: [{ texto: 'Sim' }, { texto: 'Não, estou planejando' }],
    });
    expect(
      (
        await requisitar(t.ctx.app, 'GET', `/v1/questionarios?tipo=GERAL&idQuestionario=${q.id}`, {
          token: t.s.maria.token,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await requisitar(t.ctx.app, 'GET', '/v1/questionarios?tipo=OUTRO', { token: t.s.maria.token }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await requisitar(t.ctx.app, 'GET', '/v1/questionarios?tipo=MATRICULA', { token: t.s.maria.token })
      ).json().tipo,
    ).toBe('MATRICULA');
  });

  it('respostas: validadas contra as perguntas, gravadas uma vez (409 na segunda)', async () => {
    const q = (
      await requisitar(t.ctx.app, 'GET', '/v1/questionarios?tipo=EMPREENDA', { token: t.s.maria.token })
    ).json();
    const [obrigatoria, multipla] = q.perguntas;
    const enviar = (respostas: unknown[]) =>
      requisitar(t.ctx.app, 'POST', '/v1/questionarios/respostas', {
        token: t.s.maria.token,
        body: { idQuestionario: q.id, idUsuario: t.s.maria.id, respostas },
      });
    const incompleta = await enviar([{ idPergunta: multipla.id, idsOpcoes: [999] }]);
    expect(incompleta.statusCode).toBe(400);
    expect(incompleta.json().errors).toHaveLength(2);
    const certa = [{ idPergunta: obrigatoria.id, idsOpcoes: [obrigatoria.opcoes[0].id] }];
    expect((await enviar(certa)).statusCode).toBe(201);
    expect((await enviar(certa)).statusCode).toBe(409);
  });

  it('questionário de matrícula: PossuiQuestionarioPeriodoInscricao antes e depois de QuestionarioMatriculaExpresso', async () => {
    const [periodo] = await t.ctx.db.query<{ id: number }>(
      'SELECT id FROM periodo_inscricao WHERE id_programa = 22',
    );
    const [q] = await t.ctx.db.query<{ id: number }>("SELECT id FROM questionario WHERE tipo = 'MATRICULA'");
    const perguntas = await t.ctx.db.query<{ id: number; obrigatoria: boolean }>(
      'SELECT id, obrigatoria FROM pergunta WHERE id_questionario = $1 ORDER BY ordem',
      [q!.id],
    );
    const [opcao] = await t.ctx.db.query<{ id: number }>(
      'SELECT id FROM pergunta_opcao WHERE id_pergunta = $1 ORDER BY ordem',
      [perguntas[0]!.id],
    );
    const possui = async () =>
      (
        await requisitar(
          t.ctx.app,
          'GET',
          `/v1/matricula/PossuiQuestionarioPeriodoInscricao?idUsuario=${t.s.carla.id}&idPeriodoInscricao=${periodo!.id}`,
          { token: t.s.carla.token },
        )
      ).json();
    expect(await possui()).toEqual({ possui: false, idQuestionario: null });
    const r = await requisitar(t.ctx.app, 'POST', '/v1/matricula/QuestionarioMatriculaExpresso', {
      token: t.s.carla.token,
      body: {
        idQuestionario: q!.id,
        idUsuario: t.s.carla.id,
        idPeriodoInscricao: periodo!.id,
        respostas: [{ idPergunta: perguntas[0]!.id, idsOpcoes: [opcao!.id] }],
      },
    });
    expect(r.statusCode).toBe(201);
    expect(await possui()).toEqual({ possui: true, idQuestionario: q!.id });
  });

  it('POST /v1/analytics/pageview guarda a página sem a query string, com ou sem sessão', async () => {
    const anonima = await requisitar(t.ctx.app, 'POST', '/v1/analytics/pageview', {
      body: { path: '/usuario/confirmacao-email?id=1&token=segredo', title: 'Confirmação' },
    });
    expect(anonima.statusCode).toBe(202);
    await requisitar(t.ctx.app, 'POST', '/v1/analytics/pageview', {
      token: t.s.maria.token,
      body: { path: '/home', referrer: null },
    });
    const linhas = await t.ctx.db.query('SELECT path, id_usuario FROM pageview ORDER BY id');
    expect(linhas).toEqual([
      { path: '/usuario/confirmacao-email', id_usuario: null },
      { path: '/home', id_usuario: t.s.maria.id },
    ]);
  });
});
