import { requisitar } from '../src/testes/cliente.js';
import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { convocar, statusDe } from '../src/testes/convocacao.js';
import { matrizDeAcesso } from '../src/testes/equipe.js';

type Matriz = Awaited<ReturnType<typeof matrizDeAcesso>>;

/**
 * Who may call up (decision 1500): Administrador anywhere, Secretaria in its programmes, Executora in its units;
 * Professor and Inscricao only read; everyone else 403, no token 401. A request that passes the gate with an id
 * that is not active in the class gets 409 and changes nothing, so the matrix leaves the data as it was.
 */
let ctx: Contexto;
let tokens: Matriz['tokens'];
let alvo: Matriz['alvo'];

beforeAll(async () => {
  ctx = await criarContexto();
  ({ tokens, alvo } = await matrizDeAcesso(ctx.app));
});
afterAll(() => ctx.fechar());

const NINGUEM = { idsInscricao: [2147483647] };

describe('POST /v1/gestao/turmas/:id/convocacoes: perfil e escopo', () => {
  it.each([
    ['admin', 'turma', 409],
    ['secretaria', 'turma', 409],
    ['secretaria', 'outroPrograma', 403],
    ['executora', 'turma', 409],
    ['executora', 'outraUnidade', 403],
    ['executoraOutra', 'turma', 403],
    ['professor', 'turma', 403],
    ['inscricao', 'turma', 403],
    ['candidato', 'turma', 403],
    ['solicitante', 'turma', 403],
  ] as const)('%s na %s: %i', async (perfil, turma, esperado) => {
    const r = await convocar(ctx.app, tokens[perfil], alvo[turma], NINGUEM);
    expect(r.statusCode).toBe(esperado);
    expect(r.json().message).toEqual(expect.any(String));
  });

  it('sem token: 401; turma inexistente: 404', async () => {
    const r = await requisitar(ctx.app, 'POST', `/v1/gestao/turmas/${alvo.turma}/convocacoes`, {
      body: NINGUEM,
    });
    expect(r.statusCode).toBe(401);
    expect((await convocar(ctx.app, tokens.admin, 2147483647, NINGUEM)).statusCode).toBe(404);
  });

  it('a executora convoca na turma de demonstração do ciclo (sua unidade), e só as ativas', async () => {
    const [turma] = await ctx.db.query<{ id: number; ativa: number }>(
      `SELECT i.id_turma_principal AS id, i.id AS ativa FROM inscricao i JOIN usuario u ON u.id = i.id_usuario
        WHERE u.email = 'marcos.lima@exemplo.com.br'`,
    );
    const r = await convocar(ctx.app, tokens.executora, turma!.id, { todos: true });
    expect(r.statusCode).toBe(201);
    expect(r.json().convocadas.map((c: { idInscricao: number }) => c.idInscricao)).toEqual([turma!.ativa]);
    expect((await statusDe(ctx.db, turma!.ativa)).s).toBe(3);
    expect((await convocar(ctx.app, tokens.executoraOutra, turma!.id, { todos: true })).statusCode).toBe(403);
  });
});

describe('linha do tempo e ConfirmarMatricula são do candidato (e do Administrador)', () => {
  it('a equipe, mesmo com a turma no escopo, recebe 403 nas duas', async () => {
    const [juliana] = await ctx.db.query<{ id: number; c: number }>(
      `SELECT i.id, i.id_convocacao AS c FROM inscricao i JOIN usuario u ON u.id = i.id_usuario
        WHERE u.email = 'juliana.alves@exemplo.com.br'`,
    );
    for (const perfil of ['executora', 'secretaria', 'professor', 'inscricao'] as const) {
      const linha = await requisitar(ctx.app, 'GET', `/v1/inscricao/${juliana!.id}/linha-do-tempo`, {
        token: tokens[perfil],
      });
      const confirmar = await requisitar(
        ctx.app,
        'POST',
        `/v1/inscricao/ViaRapida/ConfirmarMatricula?idInscricao=${juliana!.id}&idConvocado=${juliana!.c}`,
        { token: tokens[perfil] },
      );
      expect([perfil, linha.statusCode, confirmar.statusCode]).toEqual([perfil, 403, 403]);
    }
    expect((await statusDe(ctx.db, juliana!.id)).s).toBe(3);
  });
});
