import { Mensagem, Programa, ProgramaPortal } from '@portal/contracts';
import { usarContextoDemo } from '../src/testes/contexto.js';
import { requisitar } from '../src/testes/cliente.js';
import { turmasAbertas, vagasOcupadas } from '../src/testes/turmas.js';
import { chamadasDeCriacao, NOVO_EMPREGO, VIRTUAL } from '../src/testes/inscricao-regras.js';

const t = usarContextoDemo();
const { enviar, candidatoNovo } = chamadasDeCriacao(t);

describe('um segundo createUpdateNovoEmprego não move a inscrição ativa em silêncio', () => {
  it('sem o id da inscrição: 409 com a mensagem de já inscrito e nada muda; com o id: altera aquela inscrição', async () => {
    const maria = t.s.maria;
    const [a, b] = (await turmasAbertas(t.ctx.db, Programa.NovoEmprego)) as [number, number];
    const primeira = await enviar(maria, NOVO_EMPREGO, { idTurmaPrincipal: a });
    expect(primeira.statusCode).toBe(201);
    const vagas = [await vagasOcupadas(t.ctx.db, a), await vagasOcupadas(t.ctx.db, b)];

    const segunda = await enviar(maria, NOVO_EMPREGO, { idTurmaPrincipal: b });
    expect([segunda.statusCode, segunda.json().errors]).toEqual([409, [Mensagem.jaInscritoNaModalidade]]);
    expect([await vagasOcupadas(t.ctx.db, a), await vagasOcupadas(t.ctx.db, b)]).toEqual(vagas);
    const guardada = await requisitar(t.ctx.app, 'GET', `/v1/inscricao/${primeira.json().id}`, {
      token: maria.token,
    });
    expect(guardada.json().idTurmaPrincipal).toBe(a);

    const alteracao = await enviar(maria, NOVO_EMPREGO, { id: primeira.json().id, idTurmaPrincipal: b });
    expect([alteracao.statusCode, alteracao.json().id, alteracao.json().idTurmaPrincipal]).toEqual([
      200,
      primeira.json().id,
      b,
    ]);
  });

  it('o id de uma inscrição de outra modalidade não é alterado por esta chamada (422)', async () => {
    const quem = await candidatoNovo('outra-modalidade');
    const [virtual] = await turmasAbertas(t.ctx.db, Programa.ViaRapidaVirtual);
    const [novoEmprego] = await turmasAbertas(t.ctx.db, Programa.NovoEmprego);
    const criada = await enviar(quem, VIRTUAL, { idTurmaPrincipal: virtual });
    const r = await enviar(quem, NOVO_EMPREGO, { id: criada.json().id, idTurmaPrincipal: novoEmprego });
    expect([r.statusCode, r.json().errors]).toEqual([422, [Mensagem.turmaDeOutroPrograma]]);
  });

  it('dois envios ao mesmo tempo (clique duplo) criam uma só inscrição', async () => {
    const quem = await candidatoNovo('clique-duplo');
    const [turma] = await turmasAbertas(t.ctx.db, Programa.NovoEmprego);
    const respostas = await Promise.all(
      [1, 2].map(() => enviar(quem, NOVO_EMPREGO, { idTurmaPrincipal: turma })),
    );
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const [{ total }] = (await t.ctx.db.query<{ total: number }>(
      'SELECT count(*)::integer AS total FROM inscricao WHERE id_usuario = $1',
      [quem.id],
    )) as [{ total: number }];
    expect(total).toBe(1);
  });
});

describe('cada chamada de criação aceita só turmas do seu programa e modalidade', () => {
  it.each([
    ['virtual/create', VIRTUAL, Programa.NovoEmprego],
    ['createUpdateNovoEmprego', NOVO_EMPREGO, Programa.ViaRapidaVirtual],
    ['InscriverProgramaNovo', '/v1/inscricao/InscriverProgramaNovo/:id', Programa.NovoEmprego],
    ['EmpreendaSP', '/v1/inscricao/EmpreendaSP/:id', ProgramaPortal.EmpreendaJovem],
    ['EmpreendaJovem', '/v1/inscricao/EmpreendaJovem/:id', ProgramaPortal.EmpreendaSP],
  ])(
    '%s recusa uma turma de outra modalidade com 422 e a mensagem em português',
    async (nome, url, modalidade) => {
      const quem = await candidatoNovo(`endpoint-${nome}`);
      const [turma] = await turmasAbertas(t.ctx.db, modalidade);
      const antes = await vagasOcupadas(t.ctx.db, turma!);
      const r = await enviar(quem, url, { idTurmaPrincipal: turma });
      expect([r.statusCode, r.json()]).toEqual([
        422,
        { message: Mensagem.turmaDeOutroPrograma, errors: [Mensagem.turmaDeOutroPrograma] },
      ]);
      expect(await vagasOcupadas(t.ctx.db, turma!)).toBe(antes);
    },
  );

  it('virtual/create aceita os cursos virtuais: Via Rápida Virtual e SP Tech', async () => {
    const quem = await candidatoNovo('virtual-aceita');
    for (const modalidade of [Programa.ViaRapidaVirtual, Programa.SPTech]) {
      const [turma] = await turmasAbertas(t.ctx.db, modalidade);
      const r = await enviar(quem, VIRTUAL, { idTurmaPrincipal: turma });
      expect([r.statusCode, r.json().turmaPrincipal?.cursoQualificacao.modalidade.id]).toEqual([
        201,
        modalidade,
      ]);
    }
  });
});

describe('Pedro, de 15 anos, não se inscreve pela API no que o portal recusa', () => {
  it('createUpdateNovoEmprego e virtual/create: 403 com a mensagem de idade mínima; nada é criado', async () => {
    const pedro = t.s.pedro;
    const [novoEmprego] = await turmasAbertas(t.ctx.db, Programa.NovoEmprego);
    const [virtual] = await turmasAbertas(t.ctx.db, Programa.ViaRapidaVirtual);
    for (const [url, turma] of [
      [NOVO_EMPREGO, novoEmprego],
      [VIRTUAL, virtual],
    ] as const) {
      const r = await enviar(pedro, url, { idTurmaPrincipal: turma });
      expect([r.statusCode, r.json().errors]).toEqual([403, [Mensagem.idadeMinimaCadastro]]);
    }
    expect(await t.ctx.db.query('SELECT id FROM inscricao WHERE id_usuario = $1', [pedro.id])).toEqual([]);
  });

  it('a alteração de uma inscrição de quem tem menos de 16 anos também é recusada (403)', async () => {
    const quem = await candidatoNovo('menor-na-alteracao');
    const [a, b] = await turmasAbertas(t.ctx.db, Programa.NovoEmprego);
    const criada = (await enviar(quem, NOVO_EMPREGO, { idTurmaPrincipal: a })).json();
    const anoDe15 = new Date().getFullYear() - 15;
    await t.ctx.db.query(
      'UPDATE dados_cadastrais SET data_nascimento = make_date($2, 1, 1) WHERE id_usuario = $1',
      [quem.id, anoDe15],
    );
    const r = await requisitar(t.ctx.app, 'PUT', '/v1/inscricao/novoemprego/update', {
      token: quem.token,
      body: { id: criada.id, idTurmaPrincipal: b, idUsuario: quem.id },
    });
    expect([r.statusCode, r.json().errors]).toEqual([403, [Mensagem.idadeMinimaCadastro]]);
  });
});

describe('quem não aceitou os termos de uso não se inscreve pela API', () => {
  // Spec §4: the front-end sends such a citizen (a new gov.br account) to accept the terms first; the server refuses
  // the enrolment itself, reading the acceptance from the database at each request.
  it('criação e alteração: 403 com a mensagem dos termos; nada é criado nem mudado', async () => {
    const quem = await candidatoNovo('sem-termos');
    const [a, b] = await turmasAbertas(t.ctx.db, Programa.NovoEmprego);
    const criada = (await enviar(quem, NOVO_EMPREGO, { idTurmaPrincipal: a })).json();
    await t.ctx.db.query('UPDATE usuario SET aceitou_termo = false WHERE id = $1', [quem.id]);
    const [virtual] = await turmasAbertas(t.ctx.db, Programa.ViaRapidaVirtual);
    const nova = await enviar(quem, VIRTUAL, { idTurmaPrincipal: virtual });
    expect([nova.statusCode, nova.json().errors]).toEqual([403, [Mensagem.termosNaoAceitos]]);
    const alteracao = await requisitar(t.ctx.app, 'PUT', '/v1/inscricao/novoemprego/update', {
      token: quem.token,
      body: { id: criada.id, idTurmaPrincipal: b, idUsuario: quem.id },
    });
    expect([alteracao.statusCode, alteracao.json().errors]).toEqual([403, [Mensagem.termosNaoAceitos]]);
    const inscricoes = await t.ctx.db.query<{ id_turma: number }>(
      'SELECT id_turma_principal AS id_turma FROM inscricao WHERE id_usuario = $1',
      [quem.id],
    );
    expect(inscricoes).toEqual([{ id_turma: a }]);
  });
});

describe('o formato do curso escolhido fica guardado na inscrição', () => {
  it('guarda o formato informado, devolve-o no histórico; um formato que não é o do curso é recusado (422)', async () => {
    const quem = await candidatoNovo('formato');
    const [virtual] = await turmasAbertas(t.ctx.db, Programa.ViaRapidaVirtual);
    const errado = await enviar(quem, VIRTUAL, { idTurmaPrincipal: virtual, formatoCurso: 'PRESENCIAL' });
    expect([errado.statusCode, errado.json().errors]).toEqual([422, [Mensagem.formatoDiferenteDoCurso]]);
    const r = await enviar(quem, VIRTUAL, { idTurmaPrincipal: virtual, formatoCurso: 'ONLINE' });
    expect([r.statusCode, r.json().formatoCurso]).toEqual([201, 'ONLINE']);
    const historico = await requisitar(
      t.ctx.app,
      'GET',
      `/v1/inscricao/usuario/meuscursosstatus/${quem.id}/todos/todos/`,
      { token: quem.token },
    );
    expect(historico.json().map((i: { formatoCurso: string }) => i.formatoCurso)).toEqual(['ONLINE']);
  });

  it('sem formato no pedido, guarda o formato do curso', async () => {
    const quem = await candidatoNovo('formato-padrao');
    const [turma] = await turmasAbertas(t.ctx.db, Programa.NovoEmprego);
    const r = await enviar(quem, NOVO_EMPREGO, { idTurmaPrincipal: turma });
    expect([r.statusCode, r.json().formatoCurso]).toEqual([201, 'PRESENCIAL']);
  });
});
