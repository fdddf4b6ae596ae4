import { Mensagem, ProgramaPortal } from '@portal/contracts';
import { usarContextoDemo } from '../src/testes/contexto.js';
import { requisitar } from '../src/testes/cliente.js';

/** Around the programmes: the grant's payments, the visitors' FAQ, questionnaires and page views. */
const t = usarContextoDemo();

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

  // The call took any questionnaire and no period: an answer without one was stored where the "already answered"
  // check never looks, and the company questionnaire filed under a period made Meu Primeiro Emprego's guard skip its
  // own questionnaire.
  it('QuestionarioMatriculaExpresso pede o período e só aceita o questionário da matrícula (o de matrícula ou o geral)', async () => {
    const [periodo] = await t.ctx.db.query<{ id: number }>(
      'SELECT id FROM periodo_inscricao WHERE id_programa = $1',
      [ProgramaPortal.MeuPrimeiroEmprego],
    );
    const [empresa] = await t.ctx.db.query<{ id: number }>(
      "SELECT id FROM questionario WHERE tipo = 'EMPRESA'",
    );
    const enviar = (corpo: Record<string, unknown>) =>
      requisitar(t.ctx.app, 'POST', '/v1/matricula/QuestionarioMatriculaExpresso', {
        token: t.s.bruna.token,
        body: { idUsuario: t.s.bruna.id, respostas: [], ...corpo },
      });
    const semPeriodo = await enviar({ idQuestionario: empresa!.id });
    expect([semPeriodo.statusCode, semPeriodo.json().errors]).toEqual([400, [Mensagem.periodoObrigatorio]]);
    const outro = await enviar({ idQuestionario: empresa!.id, idPeriodoInscricao: periodo!.id });
    expect([outro.statusCode, outro.json().errors]).toEqual([422, [Mensagem.questionarioNaoEDaMatricula]]);
    const possui = await requisitar(
      t.ctx.app,
      'GET',
      `/v1/matricula/PossuiQuestionarioPeriodoInscricao?idUsuario=${t.s.bruna.id}&idPeriodoInscricao=${periodo!.id}`,
      { token: t.s.bruna.token },
    );
    expect(possui.json()).toEqual({ possui: false, idQuestionario: null });
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
