import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { requisitar, sessaoDireta, sessoesDemo, type Sessao } from '../src/testes/cliente.js';
import { cadastrarComSenha } from '../src/testes/usuario.js';
import { sessaoComPapel, sessoesDaEquipe } from '../src/testes/equipe.js';
import { MensagemDaEquipe } from '../src/gestao/equipe.js';

/**
 * Issue 29 §1 (decision 0210): an Administrador lists the staff, grants and removes roles and scopes; each change is
 * audited (who, what, when, before/after); only an Administrador (as the database says now) may; the last
 * Administrador cannot be removed; a removal ends the person's sessions, so their token is refused at once.
 */
let ctx: Contexto;
let admin: Sessao;
let executora: Sessao;
let maria: Sessao;
let joao: Sessao;
let unidadeDaExecutora: number;
let outraUnidade: number;

const CPF_MARIA = async () =>
  (await ctx.app.repos.usuarios.porId(maria.id))!.cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');

async function auditoria(idUsuario: number) {
  return ctx.db.query<{
    id_autor: number | null;
    acao: string;
    antes: { papel: string; escopos: { tipo: string; idAlvo: number }[] };
    depois: { papel: string; escopos: { tipo: string; idAlvo: number }[] };
    em: Date;
  }>('SELECT id_autor, acao, antes, depois, em FROM equipe_auditoria WHERE id_usuario = $1 ORDER BY id', [
    idUsuario,
  ]);
}

beforeAll(async () => {
  ctx = await criarContexto();
  const equipe = await sessoesDaEquipe(ctx.app);
  const demo = await sessoesDemo(ctx.app);
  admin = equipe.admin;
  executora = equipe.executora;
  maria = demo.maria;
  joao = demo.joao;
  const [linha] = await ctx.db.query<{ unidade: number; outra: number }>(
    `SELECT e.id_unidade AS unidade,
            (SELECT min(id) FROM unidade WHERE id <> e.id_unidade) AS outra
       FROM escopo_gestao e WHERE e.id_usuario = $1`,
    [executora.id],
  );
  unidadeDaExecutora = linha!.unidade;
  outraUnidade = linha!.outra;
});
afterAll(() => ctx.fechar());

describe('quem pode administrar a equipe', () => {
  it.each(['/v1/gestao/equipe', '/v1/gestao/equipe/alvos'])('GET %s: só o Administrador', async (url) => {
    expect((await requisitar(ctx.app, 'GET', url, { token: admin.token })).statusCode).toBe(200);
    for (const outro of [executora, maria]) {
      const resposta = await requisitar(ctx.app, 'GET', url, { token: outro.token });
      expect(resposta.statusCode).toBe(403);
      expect(resposta.json()).toEqual({ message: expect.any(String), errors: [expect.any(String)] });
    }
    expect((await requisitar(ctx.app, 'GET', url)).statusCode).toBe(401);
  });

  it('um token que ainda diz Administrador não vale se o banco diz outro perfil', async () => {
    const token = await sessaoComPapel(ctx.app, joao.id, 'Administrador');
    const resposta = await requisitar(ctx.app, 'GET', '/v1/gestao/equipe', { token });
    expect(resposta.statusCode).toBe(403);
  });

  it('a Executora não concede perfis, e nada muda', async () => {
    const resposta = await requisitar(ctx.app, 'POST', '/v1/gestao/equipe', {
      token: executora.token,
      body: { cpf: await CPF_MARIA(), papel: 'Executora', idAlvo: unidadeDaExecutora },
    });
    expect(resposta.statusCode).toBe(403);
    expect(await ctx.app.repos.equipe.papelAtual(maria.id)).toBe('Candidato');
    expect(await auditoria(maria.id)).toEqual([]);
  });
});

describe('a lista da equipe', () => {
  it('traz cada conta da equipe com o perfil e os escopos, com o CPF inteiro', async () => {
    const resposta = await requisitar(ctx.app, 'GET', '/v1/gestao/equipe?porPagina=100', {
      token: admin.token,
    });
    const { itens, total } = resposta.json() as {
      itens: { id: number; email: string; cpf: string; papel: string; escopos: { tipo: string }[] }[];
      total: number;
    };
    expect(total).toBe(itens.length);
    const porEmail = Object.fromEntries(itens.map((m) => [m.email, m]));
    expect(porEmail['admin@exemplo.com.br']).toMatchObject({ papel: 'Administrador', escopos: [] });
    expect(porEmail['executora@exemplo.com.br']).toMatchObject({
      papel: 'Executora',
      cpf: '53157546422',
      escopos: [{ tipo: 'unidade', idAlvo: unidadeDaExecutora, nome: expect.any(String) }],
    });
    expect(porEmail['secretaria@exemplo.com.br']!.escopos).toEqual([
      expect.objectContaining({ tipo: 'programa' }),
    ]);
    expect(porEmail['professor@exemplo.com.br']!.escopos).toEqual([
      expect.objectContaining({ tipo: 'turma', nome: expect.stringMatching(/^Turma \d+ — /) }),
    ]);
    expect(itens.some((m) => m.papel === 'Candidato')).toBe(false);
  });
});

describe('conceder e remover um perfil', () => {
  it('concede Executora a uma candidata: auditado, a sessão antiga acaba, a nova entra só na sua unidade', async () => {
    const resposta = await requisitar(ctx.app, 'POST', '/v1/gestao/equipe', {
      token: admin.token,
      body: { cpf: await CPF_MARIA(), papel: 'Executora', idAlvo: unidadeDaExecutora },
    });
    expect(resposta.statusCode).toBe(200);
    expect(resposta.json()).toMatchObject({
      id: maria.id,
      papel: 'Executora',
      escopos: [{ tipo: 'unidade', idAlvo: unidadeDaExecutora }],
    });
    const [registro] = await auditoria(maria.id);
    expect(registro).toMatchObject({
      id_autor: admin.id,
      acao: 'conceder-papel',
      antes: { papel: 'Candidato', escopos: [] },
      depois: { papel: 'Executora', escopos: [{ tipo: 'unidade', idAlvo: unidadeDaExecutora }] },
    });
    expect(registro!.em).toBeInstanceOf(Date);

    // The candidate's token carried "Candidato": it ends, and the next sign-in carries the new role.
    expect((await requisitar(ctx.app, 'GET', '/v1/gestao/turmas', { token: maria.token })).statusCode).toBe(
      401,
    );
    maria = await sessaoDireta(ctx.app, maria.id);
    const turmas = await requisitar(ctx.app, 'GET', '/v1/gestao/turmas?porPagina=100', {
      token: maria.token,
    });
    expect(turmas.statusCode).toBe(200);
    const { itens } = turmas.json() as { itens: { idUnidade: number }[] };
    expect(itens.length).toBeGreaterThan(0);
    expect(new Set(itens.map((t) => t.idUnidade))).toEqual(new Set([unidadeDaExecutora]));
  });

  it('inclui e remove um escopo, cada um auditado; a unidade removida some no pedido seguinte', async () => {
    const incluido = await requisitar(ctx.app, 'POST', `/v1/gestao/equipe/${maria.id}/escopos`, {
      token: admin.token,
      body: { idAlvo: outraUnidade },
    });
    expect(incluido.statusCode).toBe(200);
    const escopo = (incluido.json() as { escopos: { id: number; idAlvo: number }[] }).escopos.find(
      (e) => e.idAlvo === outraUnidade,
    )!;
    const repetido = await requisitar(ctx.app, 'POST', `/v1/gestao/equipe/${maria.id}/escopos`, {
      token: admin.token,
      body: { idAlvo: outraUnidade },
    });
    expect(repetido.statusCode).toBe(409);

    const removido = await requisitar(
      ctx.app,
      'DELETE',
      `/v1/gestao/equipe/${maria.id}/escopos/${escopo.id}`,
      { token: admin.token },
    );
    expect(removido.statusCode).toBe(200);
    expect((removido.json() as { escopos: unknown[] }).escopos).toHaveLength(1);
    expect((await auditoria(maria.id)).map((r) => r.acao)).toEqual([
      'conceder-papel',
      'incluir-escopo',
      'remover-escopo',
    ]);
    const turmas = await requisitar(ctx.app, 'GET', '/v1/gestao/turmas?porPagina=100', {
      token: maria.token,
    });
    const { itens } = turmas.json() as { itens: { idUnidade: number }[] };
    expect(itens.every((t) => t.idUnidade === unidadeDaExecutora)).toBe(true);
  });

  it('remove o perfil: volta a Candidato sem escopos, e o token e o refresh dela são recusados já', async () => {
    const resposta = await requisitar(ctx.app, 'DELETE', `/v1/gestao/equipe/${maria.id}`, {
      token: admin.token,
    });
    expect(resposta.statusCode).toBe(200);
    expect(resposta.json()).toMatchObject({ id: maria.id, papel: 'Candidato', escopos: [] });
    const registros = await auditoria(maria.id);
    expect(registros.at(-1)).toMatchObject({
      id_autor: admin.id,
      acao: 'remover-papel',
      antes: { papel: 'Executora', escopos: [{ tipo: 'unidade', idAlvo: unidadeDaExecutora }] },
      depois: { papel: 'Candidato', escopos: [] },
    });
    const seguinte = await requisitar(ctx.app, 'GET', '/v1/gestao/turmas', { token: maria.token });
    expect([401, 403]).toContain(seguinte.statusCode);
    const renovar = await requisitar(ctx.app, 'POST', '/v1/usuario/authentication/refresh', {
      token: maria.token,
      body: { id: maria.id, refreshToken: maria.refreshToken },
    });
    expect(renovar.statusCode).toBe(401);
    const [escopos] = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM escopo_gestao WHERE id_usuario = $1',
      [maria.id],
    );
    expect(escopos!.n).toBe(0);
  });

  it('recusa em português, sem mudar nada: CPF inválido, escopo ausente ou indevido, alvo ou conta inexistente', async () => {
    const casos: [unknown, number, string][] = [
      [{ cpf: '123', papel: 'Executora', idAlvo: 1 }, 400, 'CPF inválido.'],
      [{ cpf: await CPF_MARIA(), papel: 'Executora' }, 400, 'Escolha a unidade da Executora.'],
      [
        { cpf: await CPF_MARIA(), papel: 'Inscricao', idAlvo: 1 },
        400,
        'O perfil Inscricao vê todas as turmas e não tem escopo.',
      ],
      [{ cpf: await CPF_MARIA(), papel: 'Candidato' }, 400, 'Escolha um perfil da equipe.'],
      [{ cpf: await CPF_MARIA(), papel: 'Executora', idAlvo: 999999 }, 404, 'Unidade não encontrada.'],
      [
        { cpf: '418.276.395-55', papel: 'Inscricao' },
        404,
        'Nenhuma conta com este CPF. A pessoa precisa se cadastrar no portal antes de receber um perfil da equipe.',
      ],
      [
        { cpf: '53157546422', papel: 'Professor', idAlvo: 1 },
        409,
        'Esta pessoa já tem o perfil Executora. Remova-o antes de conceder outro perfil.',
      ],
    ];
    for (const [body, status, texto] of casos) {
      const resposta = await requisitar(ctx.app, 'POST', '/v1/gestao/equipe', { token: admin.token, body });
      expect([JSON.stringify(body), resposta.statusCode]).toEqual([JSON.stringify(body), status]);
      const corpo = resposta.json() as { message: string; errors: string[] };
      expect(corpo.errors.join(' ')).toContain(texto);
    }
    expect(await ctx.app.repos.equipe.papelAtual(maria.id)).toBe('Candidato');
    const semEquipe = await requisitar(ctx.app, 'DELETE', `/v1/gestao/equipe/${maria.id}`, {
      token: admin.token,
    });
    expect(semEquipe.statusCode).toBe(404);
  });
});

// Anyone can register a CPF with their own e-mail and password before its owner uses the portal (issue 27 §1): until
// gov.br proves the CPF, the account may be the stranger's, and a staff role would be his.
describe('só uma conta com o CPF comprovado pelo gov.br recebe um perfil da equipe', () => {
  it('uma conta criada com senha, que o gov.br nunca comprovou: 409, e nada muda', async () => {
    const senha = 'Cadastro#2026x';
    const criada = await cadastrarComSenha(ctx.app, {
      nome: 'Futura Servidora',
      cpf: '824.613.579-19',
      email: 'futura.servidora@exemplo.com.br',
      senha,
    });
    expect(criada.statusCode).toBe(201);
    const resposta = await requisitar(ctx.app, 'POST', '/v1/gestao/equipe', {
      token: admin.token,
      body: { cpf: '824.613.579-19', papel: 'Administrador' },
    });
    expect([resposta.statusCode, resposta.json().errors]).toEqual([409, [MensagemDaEquipe.semGovbr]]);
    const [conta] = await ctx.db.query<{ id: number; role: string }>(
      "SELECT id, role FROM usuario WHERE cpf = '82461357919'",
    );
    expect(conta!.role).toBe('Candidato');

    // A member made before this rule, whose CPF gov.br never proved, gets no new scope either, by either route.
    await ctx.db.query("UPDATE usuario SET role = 'Executora' WHERE id = $1", [conta!.id]);
    const escopo = await requisitar(ctx.app, 'POST', `/v1/gestao/equipe/${conta!.id}/escopos`, {
      token: admin.token,
      body: { idAlvo: unidadeDaExecutora },
    });
    expect([escopo.statusCode, escopo.json().errors]).toEqual([409, [MensagemDaEquipe.semGovbr]]);
    await ctx.db.query("UPDATE usuario SET role = 'Candidato' WHERE id = $1", [conta!.id]);
  });
});

describe('o último Administrador', () => {
  it('não remove o próprio perfil sendo o único; com outro Administrador, pode, e perde o acesso na hora', async () => {
    const sozinho = await requisitar(ctx.app, 'DELETE', `/v1/gestao/equipe/${admin.id}`, {
      token: admin.token,
    });
    expect(sozinho.statusCode).toBe(409);
    expect(sozinho.json()).toEqual({
      message:
        'O portal precisa de pelo menos um Administrador: conceda o perfil a outra pessoa antes de remover este.',
      errors: [
        'O portal precisa de pelo menos um Administrador: conceda o perfil a outra pessoa antes de remover este.',
      ],
    });

    const cpfJoao = (await ctx.app.repos.usuarios.porId(joao.id))!.cpf;
    const concedido = await requisitar(ctx.app, 'POST', '/v1/gestao/equipe', {
      token: admin.token,
      body: { cpf: cpfJoao, papel: 'Administrador' },
    });
    expect(concedido.statusCode).toBe(200);
    const outroAdmin = await sessaoDireta(ctx.app, joao.id);

    const saiu = await requisitar(ctx.app, 'DELETE', `/v1/gestao/equipe/${admin.id}`, { token: admin.token });
    expect(saiu.statusCode).toBe(200);
    const depois = await requisitar(ctx.app, 'GET', '/v1/gestao/equipe', { token: admin.token });
    expect([401, 403]).toContain(depois.statusCode);

    const ultimo = await requisitar(ctx.app, 'DELETE', `/v1/gestao/equipe/${joao.id}`, {
      token: outroAdmin.token,
    });
    expect(ultimo.statusCode).toBe(409);
    expect(await ctx.app.repos.equipe.papelAtual(joao.id)).toBe('Administrador');
  });
});
