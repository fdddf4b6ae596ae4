import { Mensagem } from '@portal/contracts';
import { TURMA_VAGA_UNICA } from '../src/db/seed/catalogo-dados.js';
import { usarContextoDemo } from '../src/testes/contexto.js';
import { requisitar, sessaoDireta } from '../src/testes/cliente.js';
import { criarInscricao, turmasAbertas, vagasOcupadas } from '../src/testes/turmas.js';

const t = usarContextoDemo();

const criar = (quem: { id: number; token: string }, idTurma: number) =>
  criarInscricao(t.ctx.app, quem, idTurma);

describe('criar inscrição', () => {
  it('cria com status 1, ocupa a vaga e audita; a segunda na mesma modalidade dá 409', async () => {
    const [turma, outra] = await turmasAbertas(t.ctx.db, 9);
    const antes = await vagasOcupadas(t.ctx.db, turma!);
    const r = await criar(t.s.maria, turma!);
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({
      idTurmaPrincipal: turma,
      idUsuario: t.s.maria.id,
      idStatusInscricao: 1,
      idTurmaOpcao: null,
      turmaPrincipal: { id: turma, cursoQualificacao: { modalidade: { id: 9 } } },
    });
    expect(await vagasOcupadas(t.ctx.db, turma!)).toBe(antes + 1);
    const auditoria = await t.ctx.db.query(
      'SELECT status_anterior, status_novo, id_autor FROM inscricao_auditoria WHERE id_inscricao = $1',
      [r.json().id],
    );
    expect(auditoria).toEqual([{ status_anterior: null, status_novo: 1, id_autor: t.s.maria.id }]);
    const segunda = await criar(t.s.maria, outra!);
    expect(segunda.statusCode).toBe(409);
    expect(segunda.json().errors).toEqual([Mensagem.jaInscritoNaModalidade]);
  });

  it('num programa com chamada própria aceita Pedro (15 anos: dentro de 14 a 60) e recusa quem tem 13 ou 61 anos pelo ano de nascimento', async () => {
    const [turma] = await turmasAbertas(t.ctx.db, 1);
    const ano = new Date().getFullYear();
    for (const idade of [13, 61]) {
      await t.ctx.db.query(
        'UPDATE dados_cadastrais SET data_nascimento = make_date($2, 12, 31) WHERE id_usuario = $1',
        [t.s.pedro.id, ano - idade],
      );
      const r = await criar(t.s.pedro, turma!);
      expect([r.statusCode, r.json().errors]).toEqual([403, [Mensagem.idadeForaDaFaixa]]);
    }
    await t.ctx.db.query(
      'UPDATE dados_cadastrais SET data_nascimento = make_date($2, 3, 15) WHERE id_usuario = $1',
      [t.s.pedro.id, ano - 15],
    );
    expect((await criar(t.s.pedro, turma!)).statusCode).toBe(201);
  });

  it.each([
    ['joao', Mensagem.cadastroIncompleto],
    ['ana', Mensagem.emailNaoConfirmado],
  ] as const)('recusa %s com 403 e o motivo', async (quem, mensagem) => {
    const [turma] = await turmasAbertas(t.ctx.db, 1);
    const r = await criar(t.s[quem], turma!);
    expect([r.statusCode, r.json().errors]).toEqual([403, [mensagem]]);
  });

  it('exige a situação da graduação quando a escolaridade é acima de 2 (Lucas, registro legado)', async () => {
    const [lucas] = await t.ctx.db.query<{ id: number }>("SELECT id FROM usuario WHERE cpf = '16899535009'");
    const sessao = await sessaoDireta(t.ctx.app, lucas!.id);
    const [turma] = await turmasAbertas(t.ctx.db, 1);
    const r = await criar(sessao, turma!);
    expect([r.statusCode, r.json().errors]).toEqual([403, [Mensagem.atualizeEscolaridade]]);
  });

  it('turma inexistente 404, encerrada 409, lotada: lista de espera (201, status 6, posição 1)', async () => {
    expect((await criar(t.s.maria, 999999)).statusCode).toBe(404);
    const [encerrada] = await t.ctx.db.query<{ id: number }>('SELECT id FROM turma WHERE NOT aberta LIMIT 1');
    const r = await criar(t.s.bruna, encerrada!.id);
    expect([r.statusCode, r.json().errors]).toEqual([409, [Mensagem.turmaEncerrada]]);
    expect(
      (
        await requisitar(t.ctx.app, 'POST', '/v1/inscricao/novoemprego/createUpdateNovoEmprego', {
          token: t.s.bruna.token,
          body: { idTurmaPrincipal: TURMA_VAGA_UNICA, idUsuario: t.s.bruna.id, idStatusInscricao: 1 },
        })
      ).statusCode,
    ).toBe(201);
    const lotada = await requisitar(t.ctx.app, 'POST', '/v1/inscricao/novoemprego/createUpdateNovoEmprego', {
      token: t.s.maria.token,
      body: { idTurmaPrincipal: TURMA_VAGA_UNICA, idUsuario: t.s.maria.id, idStatusInscricao: 1 },
    });
    expect(lotada.statusCode).toBe(201);
    expect(lotada.json()).toMatchObject({ idStatusInscricao: 6, posicaoNaEspera: 1 });
  });
});
