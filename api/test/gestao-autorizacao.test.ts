import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { requisitar } from '../src/testes/cliente.js';
import { matrizDeAcesso, type Perfil } from '../src/testes/equipe.js';

type Matriz = Awaited<ReturnType<typeof matrizDeAcesso>>;

/**
 * Decision 1500's matrix on every /v1/gestao endpoint: each profile in its own scope, in another unit or programme,
 * profiles outside the operations area, and no token; the scope is read from the database on every call.
 */
let ctx: Contexto;
let tokens: Matriz['tokens'];
let alvo: Matriz['alvo'];

beforeAll(async () => {
  ctx = await criarContexto();
  ({ tokens, alvo } = await matrizDeAcesso(ctx.app));
});
afterAll(() => ctx.fechar());

type Acao = 'ver' | 'alterar' | 'listar' | 'exportar' | 'historico';
interface Chamada {
  nome: string;
  acao: Acao;
  metodo: 'GET' | 'PUT';
  url: (id: number) => string;
  corpo?: (id: number) => Promise<unknown>;
}

/** Seats as they are: the PUT is allowed or refused, and never changes the class. */
async function vagasAtuais(id: number): Promise<{ vagas: number }> {
  const [linha] = await ctx.db.query<{ vagas: number }>('SELECT vagas FROM turma WHERE id = $1', [id]);
  return { vagas: linha?.vagas ?? 10 };
}

async function abertaAtual(id: number): Promise<{ abertas: boolean }> {
  const [linha] = await ctx.db.query<{ aberta: boolean }>('SELECT aberta FROM turma WHERE id = $1', [id]);
  return { abertas: linha?.aberta ?? true };
}

const CHAMADAS: Chamada[] = [
  { nome: 'turma', acao: 'ver', metodo: 'GET', url: (id) => `/v1/gestao/turmas/${id}` },
  {
    nome: 'abrir/fechar',
    acao: 'alterar',
    metodo: 'PUT',
    url: (id) => `/v1/gestao/turmas/${id}/inscricoes`,
    corpo: abertaAtual,
  },
  {
    nome: 'vagas',
    acao: 'alterar',
    metodo: 'PUT',
    url: (id) => `/v1/gestao/turmas/${id}/vagas`,
    corpo: vagasAtuais,
  },
  { nome: 'inscrições', acao: 'listar', metodo: 'GET', url: (id) => `/v1/gestao/turmas/${id}/inscricoes` },
  { nome: 'CSV', acao: 'exportar', metodo: 'GET', url: (id) => `/v1/gestao/turmas/${id}/inscricoes.csv` },
  { nome: 'histórico', acao: 'historico', metodo: 'GET', url: (id) => `/v1/gestao/turmas/${id}/historico` },
];

/** What each profile may do on a class of its own scope (decision 1500 and 1510). */
const PODE: Record<Perfil, Acao[]> = {
  admin: ['ver', 'alterar', 'listar', 'exportar', 'historico'],
  secretaria: ['ver', 'alterar', 'listar', 'exportar', 'historico'],
  executora: ['ver', 'alterar', 'listar', 'exportar', 'historico'],
  executoraOutra: [],
  professor: ['ver', 'listar'],
  inscricao: ['ver', 'listar', 'historico'],
};

async function chamar(c: Chamada, id: number, token: string | null) {
  return requisitar(ctx.app, c.metodo, c.url(id), { token, body: c.corpo ? await c.corpo(id) : undefined });
}

describe.each(CHAMADAS)('$metodo $nome', (c) => {
  it('na turma do escopo: cada perfil da equipe pode o que a decisão 1500 diz, e só isso', async () => {
    for (const [perfil, acoes] of Object.entries(PODE) as [Perfil, Acao[]][]) {
      const resposta = await chamar(c, alvo.turma, tokens[perfil]);
      expect([perfil, resposta.statusCode]).toEqual([perfil, acoes.includes(c.acao) ? 200 : 403]);
    }
  });

  it('Candidato e Solicitante: 403 {message, errors[]}; sem token: 401', async () => {
    for (const perfil of ['candidato', 'solicitante'] as const) {
      const resposta = await chamar(c, alvo.turma, tokens[perfil]);
      expect([perfil, resposta.statusCode]).toEqual([perfil, 403]);
      expect(resposta.json()).toEqual({ message: expect.any(String), errors: [expect.any(String)] });
    }
    expect((await chamar(c, alvo.turma, null)).statusCode).toBe(401);
  });

  it('objeto de outro escopo: 403 (Executora de outra unidade, Secretaria de outro programa, Professor de outra turma)', async () => {
    const casos: [Perfil, number][] = [
      ['executora', alvo.outraUnidade],
      ['secretaria', alvo.outraUnidade],
      ['secretaria', alvo.outroPrograma],
      ['professor', alvo.mesmaUnidade],
    ];
    for (const [perfil, id] of casos) {
      const resposta = await chamar(c, id, tokens[perfil]);
      expect([perfil, id, resposta.statusCode]).toEqual([perfil, id, 403]);
      expect(resposta.json().errors).toHaveLength(1);
    }
  });

  it('turma inexistente: 404 para quem poderia agir; 403 para quem não é da equipe', async () => {
    expect((await chamar(c, 2147483647, tokens.admin)).statusCode).toBe(404);
    expect((await chamar(c, 2147483647, tokens.candidato)).statusCode).toBe(403);
  });
});

describe('GET /v1/gestao/turmas', () => {
  const listar = (token: string | null, extra = '') =>
    requisitar(ctx.app, 'GET', `/v1/gestao/turmas?porPagina=100${extra}`, { token });

  it('cada perfil vê só as turmas do seu escopo, filtradas no banco', async () => {
    const [unidade] = await ctx.db.query<{ id: number }>(
      `SELECT os.id_unidade AS id FROM turma t JOIN ordem_servico os ON os.id = t.id_ordem_servico WHERE t.id = $1`,
      [alvo.turma],
    );
    const executora = (await listar(tokens.executora)).json();
    expect(executora.total).toBeGreaterThan(1);
    expect(executora.itens.every((t: { idUnidade: number }) => t.idUnidade === unidade!.id)).toBe(true);
    const secretaria = (await listar(tokens.secretaria)).json();
    expect(secretaria.itens.every((t: { idPrograma: number }) => t.idPrograma === 1)).toBe(true);
    const professor = (await listar(tokens.professor)).json();
    expect(professor.itens.map((t: { id: number }) => t.id)).toEqual([alvo.turma]);
    const outra = (await listar(tokens.executoraOutra)).json();
    expect(outra.itens.map((t: { id: number }) => t.id)).not.toContain(alvo.turma);
    const admin = (await listar(tokens.admin)).json();
    expect(admin.total).toBeGreaterThan(executora.total);
    expect((await listar(tokens.inscricao)).json().total).toBe(admin.total);
  });

  it('Candidato e Solicitante: 403; sem token: 401', async () => {
    expect((await listar(tokens.candidato)).statusCode).toBe(403);
    expect((await listar(tokens.solicitante)).statusCode).toBe(403);
    expect((await listar(null)).statusCode).toBe(401);
  });

  it('um escopo retirado vale no pedido seguinte, com o mesmo token', async () => {
    expect((await chamar(CHAMADAS[0]!, alvo.turma, tokens.professor)).statusCode).toBe(200);
    await ctx.db.query(
      `DELETE FROM escopo_gestao WHERE id_usuario = (SELECT id FROM usuario WHERE email = 'professor@exemplo.com.br')`,
    );
    expect((await chamar(CHAMADAS[0]!, alvo.turma, tokens.professor)).statusCode).toBe(403);
    expect((await listar(tokens.professor)).json()).toMatchObject({ itens: [], total: 0 });
  });
});
