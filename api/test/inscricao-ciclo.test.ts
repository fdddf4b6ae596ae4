import { Mensagem } from '@portal/contracts';
import { usarContextoDemo } from '../src/testes/contexto.js';
import { requisitar } from '../src/testes/cliente.js';
import { criarInscricao, turmasAbertas, vagasOcupadas } from '../src/testes/turmas.js';

const t = usarContextoDemo();

describe('alterar, cancelar, confirmar', () => {
  it('createUpdateNovoEmprego cria e, com o id da inscrição, move-a para outra turma (vagas acompanham)', async () => {
    const [a, b] = await turmasAbertas(t.ctx.db, 22);
    const url = '/v1/inscricao/novoemprego/createUpdateNovoEmprego';
    const primeira = await requisitar(t.ctx.app, 'POST', url, {
      token: t.s.maria.token,
      body: { idTurmaPrincipal: a, idUsuario: t.s.maria.id, idStatusInscricao: 1 },
    });
    expect(primeira.statusCode).toBe(201);
    const [va, vb] = [await vagasOcupadas(t.ctx.db, a!), await vagasOcupadas(t.ctx.db, b!)];
    const troca = await requisitar(t.ctx.app, 'POST', url, {
      token: t.s.maria.token,
      body: { id: primeira.json().id, idTurmaPrincipal: b, idUsuario: t.s.maria.id, idStatusInscricao: 1 },
    });
    expect(troca.statusCode).toBe(200);
    expect(troca.json()).toMatchObject({ id: primeira.json().id, idTurmaPrincipal: b });
    expect([await vagasOcupadas(t.ctx.db, a!), await vagasOcupadas(t.ctx.db, b!)]).toEqual([va - 1, vb + 1]);
  });

  it.each(['/novoemprego/update', '/viaRapida/virtual/update', '/viaRapida/emprego/update'])(
    'PUT %s troca a turma e guarda a opção',
    async (rota) => {
      const [inscricao] = await t.ctx.db.query<{ id: number; id_turma_principal: number }>(
        'SELECT id, id_turma_principal FROM inscricao WHERE id_usuario = $1 AND id_modalidade = 22 AND id_status_inscricao = 1',
        [t.s.maria.id],
      );
      const turmas = await turmasAbertas(t.ctx.db, 22, 4);
      const nova = turmas.find((t) => t !== inscricao!.id_turma_principal)!;
      const r = await requisitar(t.ctx.app, 'PUT', `/v1/inscricao${rota}`, {
        token: t.s.maria.token,
        body: { id: inscricao!.id, idTurmaPrincipal: nova, idTurmaOpcao: turmas[3], idUsuario: t.s.maria.id },
      });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ idTurmaPrincipal: nova, idTurmaOpcao: turmas[3] });
    },
  );

  it('não move para turma de outra modalidade (400)', async () => {
    const [inscricao] = await t.ctx.db.query<{ id: number }>(
      'SELECT id FROM inscricao WHERE id_usuario = $1 AND id_modalidade = 22',
      [t.s.maria.id],
    );
    const [outra] = await turmasAbertas(t.ctx.db, 1);
    const r = await requisitar(t.ctx.app, 'PUT', '/v1/inscricao/novoemprego/update', {
      token: t.s.maria.token,
      body: { id: inscricao!.id, idTurmaPrincipal: outra, idUsuario: t.s.maria.id },
    });
    expect([r.statusCode, r.json().errors]).toEqual([400, [Mensagem.turmaDeOutraModalidade]]);
  });

  // The second choice was only checked to exist: a closed class of another programme was saved as the option of a
  // Novo Emprego enrolment, and the history showed it as the citizen's choice.
  it('a turma de opção também é uma turma aberta da mesma modalidade; a opção já guardada continua aceita', async () => {
    const [inscricao] = await t.ctx.db.query<{ id: number; id_turma_principal: number }>(
      'SELECT id, id_turma_principal FROM inscricao WHERE id_usuario = $1 AND id_modalidade = 22 AND id_status_inscricao = 1',
      [t.s.maria.id],
    );
    const atualizar = (idTurmaOpcao: number) =>
      requisitar(t.ctx.app, 'PUT', '/v1/inscricao/novoemprego/update', {
        token: t.s.maria.token,
        body: {
          id: inscricao!.id,
          idTurmaPrincipal: inscricao!.id_turma_principal,
          idTurmaOpcao,
          idUsuario: t.s.maria.id,
        },
      });
    const [deOutroPrograma] = await turmasAbertas(t.ctx.db, 1);
    const outra = await atualizar(deOutroPrograma!);
    expect([outra.statusCode, outra.json().errors]).toEqual([400, [Mensagem.turmaDeOutraModalidade]]);

    const opcao = (await turmasAbertas(t.ctx.db, 22, 4)).find((id) => id !== inscricao!.id_turma_principal)!;
    expect((await atualizar(opcao)).statusCode).toBe(200);
    await t.ctx.db.query('UPDATE turma SET aberta = false WHERE id = $1', [opcao]);
    // Kept as it was: the citizen who only moves the main class does not lose a choice made while it was open.
    expect((await atualizar(opcao)).statusCode).toBe(200);
    const [fechada] = await t.ctx.db.query<{ id: number }>(
      `SELECT t.id FROM turma t JOIN ordem_servico os ON os.id = t.id_ordem_servico JOIN curso c ON c.id = os.id_curso
        WHERE c.id_modalidade = 22 AND t.id <> $1 AND t.id <> $2 LIMIT 1`,
      [inscricao!.id_turma_principal, opcao],
    );
    await t.ctx.db.query('UPDATE turma SET aberta = false WHERE id = $1', [fechada!.id]);
    const nova = await atualizar(fechada!.id);
    expect([nova.statusCode, nova.json().errors]).toEqual([409, [Mensagem.turmaEncerrada]]);
    await t.ctx.db.query('UPDATE turma SET aberta = true WHERE id = ANY($1::integer[])', [
      [opcao, fechada!.id],
    ]);
  });

  it('cancelar: status 2, vaga liberada, aviso listado até ser marcado como visto', async () => {
    const [turma] = await turmasAbertas(t.ctx.db, 1);
    const criada = (await criarInscricao(t.ctx.app, t.s.bruna, turma!)).json();
    const ocupadas = await vagasOcupadas(t.ctx.db, turma!);
    const cancelar = () =>
      requisitar(t.ctx.app, 'PUT', `/v1/inscricao/viaRapida/cancelarInscricao/${criada.id}`, {
        token: t.s.bruna.token,
      });
    const marcarVisto = () =>
      requisitar(t.ctx.app, 'PUT', `/v1/inscricao/viaRapida/updateAvisoCancelamento/${criada.id}`, {
        token: t.s.bruna.token,
      });
    // Before the cancellation there is no notice to mark: the refusal says so, not "cannot be cancelled".
    const antes = await marcarVisto();
    expect([antes.statusCode, antes.json().errors]).toEqual([409, [Mensagem.avisoSoDeInscricaoCancelada]]);
    const r = await cancelar();
    expect(r.json()).toMatchObject({ idStatusInscricao: 2, avisoCancelamentoVisto: false });
    expect(await vagasOcupadas(t.ctx.db, turma!)).toBe(ocupadas - 1);
    expect((await cancelar()).statusCode).toBe(409);
    const canceladas = () =>
      requisitar(t.ctx.app, 'GET', `/v1/inscricao/usuario/getInscricaoCancelada/${t.s.bruna.id}/`, {
        token: t.s.bruna.token,
      });
    expect((await canceladas()).json().map((i: { id: number }) => i.id)).toEqual([criada.id]);
    const visto = await marcarVisto();
    expect(visto.json().avisoCancelamentoVisto).toBe(true);
    expect((await canceladas()).json()).toEqual([]);
    const auditoria = await t.ctx.db.query(
      'SELECT status_anterior, status_novo FROM inscricao_auditoria WHERE id_inscricao = $1 ORDER BY id',
      [criada.id],
    );
    expect(auditoria).toEqual([
      { status_anterior: null, status_novo: 1 },
      { status_anterior: 1, status_novo: 2 },
    ]);
  });

  it('ConfirmarMatricula leva a convocada (3) a matriculada (4); idConvocado errado dá 409, repetido responde a matrícula', async () => {
    const [convocada] = await t.ctx.db.query<{ id: number }>(
      'SELECT id FROM inscricao WHERE id_usuario = $1 AND id_status_inscricao = 3',
      [t.s.maria.id],
    );
    const url = (idConvocado: number) =>
      `/v1/Inscricao/ViaRapida/ConfirmarMatricula?idInscricao=${convocada!.id}&idConvocado=${idConvocado}`;
    expect((await requisitar(t.ctx.app, 'POST', url(1), { token: t.s.maria.token })).statusCode).toBe(409);
    const r = await requisitar(t.ctx.app, 'POST', url(5001), { token: t.s.maria.token });
    expect([r.statusCode, r.json().idStatusInscricao]).toEqual([200, 4]);
    // Again with the same call-up: already enrolled, so it answers the enrolment (a retry on a slow network).
    const deNovo = await requisitar(t.ctx.app, 'POST', url(5001), { token: t.s.maria.token });
    expect([deNovo.statusCode, deNovo.json().idStatusInscricao]).toEqual([200, 4]);
    expect((await requisitar(t.ctx.app, 'POST', url(1), { token: t.s.maria.token })).statusCode).toBe(409);
  });
});

describe('consultas', () => {
  it('GET /v1/inscricao/{id}, por modalidade e meus cursos filtrados', async () => {
    const porModalidade = await requisitar(
      t.ctx.app,
      'GET',
      `/v1/inscricao/modalidade/22/usuario/${t.s.maria.id}`,
      { token: t.s.maria.token },
    );
    const [inscricao] = porModalidade.json();
    expect(inscricao.turmaPrincipal.cursoQualificacao.modalidade.id).toBe(22);
    const umaSo = await requisitar(t.ctx.app, 'GET', `/v1/inscricao/${inscricao.id}`, {
      token: t.s.maria.token,
    });
    expect(umaSo.json()).toEqual(inscricao);
    expect(
      (await requisitar(t.ctx.app, 'GET', '/v1/inscricao/999999', { token: t.s.maria.token })).statusCode,
    ).toBe(404);
    const meus = async (menu: string, aprovado: string) =>
      (
        await requisitar(
          t.ctx.app,
          'GET',
          `/v1/inscricao/usuario/meuscursosstatus/${t.s.maria.id}/${menu}/${aprovado}/`,
          { token: t.s.maria.token },
        )
      )
        .json()
        .map((i: { idStatusInscricao: number }) => i.idStatusInscricao)
        .sort();
    expect(await meus('ativos', 'todos')).toEqual([1, 4]);
    expect(await meus('cancelados', 'todos')).toEqual([2]);
    expect(await meus('concluidos', 'aprovado')).toEqual([5]);
    expect(await meus('concluidos', 'reprovado')).toEqual([]);
    expect(await meus('todos', 'todos')).toEqual([1, 2, 4, 5]);
    const invalido = await requisitar(
      t.ctx.app,
      'GET',
      `/v1/inscricao/usuario/meuscursosstatus/${t.s.maria.id}/qualquer/todos/`,
      { token: t.s.maria.token },
    );
    expect(invalido.statusCode).toBe(400);
  });
});
