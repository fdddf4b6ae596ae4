import { Programa } from '@portal/contracts';
import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { requisitar, sessaoDireta, sessoesDemo, type Sessao } from '../src/testes/cliente.js';
import { criarCandidatosAptos, turmasAbertas } from '../src/testes/turmas.js';

/**
 * Issue 27 item 3: the role is read from the database with the token's session check, on every request. An
 * Administrador demoted in the database loses the operations area and other people's data at the next request,
 * although the token still says Administrador until it expires.
 */
let ctx: Contexto;
let admin: Sessao;
let maria: Sessao;

beforeAll(async () => {
  ctx = await criarContexto();
  ({ admin, maria } = await sessoesDemo(ctx.app));
});
afterAll(() => ctx.fechar());

const inscricoesDe = async (idUsuario: number) =>
  (
    await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM inscricao WHERE id_usuario = $1', [
      idUsuario,
    ])
  )[0]!.n;
const rebaixar = (id: number) => ctx.db.query("UPDATE usuario SET role = 'Candidato' WHERE id = $1", [id]);

describe('papel lido do banco a cada requisição, com a conferência da sessão', () => {
  it('um Administrador rebaixado no banco recebe 403 com o token antigo na requisição seguinte', async () => {
    const token = admin.token;
    expect((await requisitar(ctx.app, 'GET', '/v1/gestao/turmas', { token })).statusCode).toBe(200);
    expect((await requisitar(ctx.app, 'GET', `/v1/usuario/${maria.id}`, { token })).statusCode).toBe(200);

    await rebaixar(admin.id);

    const turmas = await requisitar(ctx.app, 'GET', '/v1/gestao/turmas', { token });
    expect(turmas.statusCode).toBe(403);
    expect((await requisitar(ctx.app, 'GET', `/v1/usuario/${maria.id}`, { token })).statusCode).toBe(403);
    // Their own data stays theirs.
    expect((await requisitar(ctx.app, 'GET', `/v1/usuario/${admin.id}`, { token })).statusCode).toBe(200);
  });

  it('nem a inscrição em nome de outra pessoa, cuja sessão é conferida na própria leitura (decisão 0177), passa', async () => {
    const [turma] = await turmasAbertas(ctx.db, Programa.ViaRapidaEmprego, 1);
    const [candidato] = await criarCandidatosAptos(ctx.db, 1, 'rebaixado');
    await ctx.db.query("UPDATE usuario SET role = 'Administrador' WHERE id = $1", [admin.id]);
    const { token } = await sessaoDireta(ctx.app, admin.id);
    await rebaixar(admin.id);

    const criar = await requisitar(ctx.app, 'POST', `/v1/inscricao/InscriverProgramaNovo/${candidato}`, {
      token,
      body: { idTurmaPrincipal: turma, idUsuario: candidato, idStatusInscricao: 1 },
    });
    expect(criar.statusCode).toBe(403);
    expect(await inscricoesDe(candidato!)).toBe(0);
  });

  it('um Candidato que passou a Secretaria no banco não se inscreve com o token antigo, nem pela chamada que confere a sessão na leitura', async () => {
    const [turma] = await turmasAbertas(ctx.db, Programa.ViaRapidaEmprego, 1);
    const [candidato] = await criarCandidatosAptos(ctx.db, 1, 'virou-secretaria');
    const { token } = await sessaoDireta(ctx.app, candidato!);
    await ctx.db.query("UPDATE usuario SET role = 'Secretaria' WHERE id = $1", [candidato]);

    // A route that checks the session in its own query is refused as any other: both by the database's role.
    expect(
      (
        await requisitar(ctx.app, 'GET', `/v1/inscricao/usuario/getInscricaoCancelada/${candidato}`, {
          token,
        })
      ).statusCode,
    ).toBe(403);
    const criar = await requisitar(ctx.app, 'POST', `/v1/inscricao/InscriverProgramaNovo/${candidato}`, {
      token,
      body: { idTurmaPrincipal: turma, idUsuario: candidato, idStatusInscricao: 1 },
    });
    expect(criar.statusCode).toBe(403);
    expect(await inscricoesDe(candidato!)).toBe(0);
  });
});
