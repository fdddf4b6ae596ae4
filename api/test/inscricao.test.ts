import { Mensagem } from '@portal/contracts';
import { TURMA_VAGA_UNICA } from '../src/db/seed/catalogo-dados.js';
import { criarContexto, type Contexto } from './helpers/contexto.js';
import { requisitar, sessoesDemo } from './helpers/cliente.js';
import { turmasAbertas, vagasOcupadas } from './helpers/turmas.js';

let ctx: Contexto;
let s: Awaited<ReturnType<typeof sessoesDemo>>;
beforeAll(async () => {
  ctx = await criarContexto();
  s = await sessoesDemo(ctx.app);
});
afterAll(() => ctx.fechar());

const criar = (quem: { id: number; token: string }, idTurmaPrincipal: number, idUsuario = quem.id) =>
  requisitar(ctx.app, 'POST', '/v1/inscricao/viaRapida/virtual/create', {
    token: quem.token,
    body: { idTurmaPrincipal, idUsuario, idStatusInscricao: 1 },
  });

describe('criar inscrição', () => {
  it('cria com status 1, ocupa a vaga e audita; a segunda na mesma modalidade dá 409', async () => {
    const [turma, outra] = await turmasAbertas(ctx.db, 9);
    const antes = await vagasOcupadas(ctx.db, turma!);
    const r = await criar(s.maria, turma!);
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({
      idTurmaPrincipal: turma,
      idUsuario: s.maria.id,
      idStatusInscricao: 1,
      idTurmaOpcao: null,
      turmaPrincipal: { id: turma, cursoQualificacao: { modalidade: { id: 9 } } },
    });
    expect(await vagasOcupadas(ctx.db, turma!)).toBe(antes + 1);
    const auditoria = await ctx.db.query('SELECT status_anterior, status_novo, id_autor FROM inscricao_auditoria WHERE id_inscricao = $1', [r.json().id]);
    expect(auditoria).toEqual([{ status_anterior: null, status_novo: 1, id_autor: s.maria.id }]);
    const segunda = await criar(s.maria, outra!);
    expect(segunda.statusCode).toBe(409);
    expect(segunda.json().errors).toEqual([Mensagem.jaInscritoNaModalidade]);
  });

  it('aceita Pedro (15 anos: dentro de 14 a 60) e recusa quem tem 13 ou 61 anos pelo ano de nascimento', async () => {
    const [turma] = await turmasAbertas(ctx.db, 5);
    const ano = new Date().getFullYear();
    for (const idade of [13, 61]) {
      await ctx.db.query('UPDATE dados_cadastrais SET data_nascimento = make_date($2, 12, 31) WHERE id_usuario = $1', [s.pedro.id, ano - idade]);
      const r = await criar(s.pedro, turma!);
      expect([r.statusCode, r.json().errors]).toEqual([403, [Mensagem.idadeForaDaFaixa]]);
    }
    await ctx.db.query('UPDATE dados_cadastrais SET data_nascimento = make_date($2, 3, 15) WHERE id_usuario = $1', [s.pedro.id, ano - 15]);
    expect((await criar(s.pedro, turma!)).statusCode).toBe(201);
  });

  it.each([
    ['joao', Mensagem.cadastroIncompleto],
    ['ana', Mensagem.emailNaoConfirmado],
  ] as const)('recusa %s com 403 e o motivo', async (quem, mensagem) => {
    const [turma] = await turmasAbertas(ctx.db, 1);
    const r = await criar(s[quem], turma!);
    expect([r.statusCode, r.json().errors]).toEqual([403, [mensagem]]);
  });

  it('exige a situação da graduação quando a escolaridade é acima de 2', async () => {
    await ctx.db.query('ALTER TABLE dados_socioeconomicos DROP CONSTRAINT IF EXISTS dados_socioeconomicos_check');
    await ctx.db.query('UPDATE dados_socioeconomicos SET id_status_graduacao = NULL WHERE id_usuario = $1', [s.carla.id]);
    const [turma] = await turmasAbertas(ctx.db, 1);
    const r = await criar(s.carla, turma!);
    expect([r.statusCode, r.json().errors]).toEqual([403, [Mensagem.atualizeEscolaridade]]);
    await ctx.db.query('UPDATE dados_socioeconomicos SET id_status_graduacao = 1 WHERE id_usuario = $1', [s.carla.id]);
  });

  it('turma inexistente 404, encerrada 409, lotada 409', async () => {
    expect((await criar(s.maria, 999999)).statusCode).toBe(404);
    const [encerrada] = await ctx.db.query<{ id: number }>('SELECT id FROM turma WHERE NOT aberta LIMIT 1');
    const r = await criar(s.carla, encerrada!.id);
    expect([r.statusCode, r.json().errors]).toEqual([409, [Mensagem.turmaEncerrada]]);
    expect((await requisitar(ctx.app, 'POST', '/v1/inscricao/novoemprego/createUpdateNovoEmprego', {
      token: s.carla.token, body: { idTurmaPrincipal: TURMA_VAGA_UNICA, idUsuario: s.carla.id, idStatusInscricao: 1 },
    })).statusCode).toBe(201);
    const lotada = await requisitar(ctx.app, 'POST', '/v1/inscricao/novoemprego/createUpdateNovoEmprego', {
      token: s.maria.token, body: { idTurmaPrincipal: TURMA_VAGA_UNICA, idUsuario: s.maria.id, idStatusInscricao: 1 },
    });
    expect([lotada.statusCode, lotada.json().errors]).toEqual([409, [Mensagem.turmaLotada]]);
  });
});
