import { Mensagem } from '@portal/contracts';
import { TURMA_TRINTA_VAGAS } from '../src/db/seed/catalogo-dados.js';
import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { requisitar, sessaoDireta, type Sessao } from '../src/testes/cliente.js';
import { sessoesDaEquipe, turmasDosEscopos, type Perfil } from '../src/testes/equipe.js';
import { criarCandidatosAptos, criarInscricao, vagasOcupadas } from '../src/testes/turmas.js';

/**
 * The classes side of the operations area (decision 1500): counts by status, open/close, seats never below the
 * occupied ones, the enrolment list (order, waiting-list place, CPF by profile, bounds) and its CSV.
 */
const TURMA = TURMA_TRINTA_VAGAS;
let ctx: Contexto;
let equipe: Record<Perfil, Sessao>;
let candidatos: Sessao[];
let turmaDaMaria: number;

const url = (sufixo = '') => `/v1/gestao/turmas/${TURMA}${sufixo}`;
const pedir = (perfil: Perfil, metodo: 'GET' | 'PUT', caminho: string, body?: unknown) =>
  requisitar(ctx.app, metodo, caminho, { token: equipe[perfil].token, body });

beforeAll(async () => {
  ctx = await criarContexto();
  equipe = await sessoesDaEquipe(ctx.app);
  turmaDaMaria = (await turmasDosEscopos(ctx.app)).turma;
  const ids = await criarCandidatosAptos(ctx.db, 6, 'gestao');
  candidatos = await Promise.all(ids.map((id) => sessaoDireta(ctx.app, id)));
  for (const c of candidatos) expect((await criarInscricao(ctx.app, c, TURMA)).statusCode).toBe(201);
  // Enrolment order 1..6; statuses as the call-up work will leave them: 1, 3, 4, 6, 6, 1 (6 holds no seat).
  const porOrdem = async (ordem: number, status: number) =>
    ctx.db.query('UPDATE inscricao SET id_status_inscricao = $2 WHERE id_usuario = $1', [
      ids[ordem]!,
      status,
    ]);
  await porOrdem(1, 3);
  await porOrdem(2, 4);
  await porOrdem(3, 6);
  await porOrdem(4, 6);
  await ctx.db.query('UPDATE turma SET vagas_ocupadas = vagas_ocupadas - 2 WHERE id = $1', [TURMA]);
});
afterAll(() => ctx.fechar());

describe('turmas da gestão', () => {
  it('mostra vagas e quantos há em cada status (1, 3, 4, 6)', async () => {
    const resposta = await pedir('admin', 'GET', url());
    expect(resposta.statusCode).toBe(200);
    expect(resposta.json()).toMatchObject({
      id: TURMA,
      vagas: 30,
      inscritos: 2,
      convocados: 1,
      matriculados: 1,
      emEspera: 2,
      inscricoesAbertas: true,
    });
  });

  it('fechar as inscrições recusa novas com 409; reabrir volta a aceitar; o histórico registra quem', async () => {
    const [novo] = await criarCandidatosAptos(ctx.db, 1, 'fechada');
    const candidato = await sessaoDireta(ctx.app, novo!);
    const fechada = await pedir('executora', 'PUT', url('/inscricoes'), { abertas: false });
    expect(fechada.statusCode).toBe(403); // the class is outside this Executora's unit
    expect((await pedir('admin', 'PUT', url('/inscricoes'), { abertas: false })).json()).toMatchObject({
      inscricoesAbertas: false,
    });
    const recusada = await criarInscricao(ctx.app, candidato, TURMA);
    expect(recusada.statusCode).toBe(409);
    expect(recusada.json()).toEqual({ message: Mensagem.turmaEncerrada, errors: [Mensagem.turmaEncerrada] });
    await pedir('admin', 'PUT', url('/inscricoes'), { abertas: true });
    expect((await criarInscricao(ctx.app, candidato, TURMA)).statusCode).toBe(201);
    const historico = (await pedir('admin', 'GET', url('/historico?porPagina=3'))).json();
    expect(historico.itens.map((e: { motivo: string }) => e.motivo)).toEqual([
      'inscrição criada',
      'inscrições abertas',
      'inscrições fechadas',
    ]);
    expect(historico.itens[1]).toMatchObject({
      autor: 'Administração',
      idInscricao: null,
      de: null,
      para: null,
    });
    expect(historico.itens[0]).toMatchObject({ de: null, para: 1, nome: 'Candidato 1' });
  });

  it('as vagas nunca ficam abaixo das ocupadas (409 com o número); no limite, aceita e registra', async () => {
    const ocupadas = await vagasOcupadas(ctx.db, TURMA);
    const abaixo = await pedir('admin', 'PUT', url('/vagas'), { vagas: ocupadas - 1 });
    expect(abaixo.statusCode).toBe(409);
    expect(abaixo.json().message).toBe(
      `O número de vagas não pode ficar abaixo das vagas ocupadas (${ocupadas}).`,
    );
    const noLimite = await pedir('admin', 'PUT', url('/vagas'), { vagas: ocupadas });
    expect(noLimite.statusCode).toBe(200);
    expect(noLimite.json().vagas).toBe(ocupadas);
    const [ultimo] = (await pedir('admin', 'GET', url('/historico?porPagina=1'))).json().itens;
    expect(ultimo.motivo).toBe(`vagas: de 30 para ${ocupadas}`);
    // Seats stay at the limit: raising them would offer the new seats to the two waiting (decision 1520).
  });
});

describe('inscrições da turma', () => {
  it('na ordem de inscrição, com a posição na lista de espera; filtra por status e pagina', async () => {
    const todas = (await pedir('admin', 'GET', url('/inscricoes?porPagina=100'))).json();
    expect(todas.itens.slice(0, 6).map((i: { status: number }) => i.status)).toEqual([1, 3, 4, 6, 6, 1]);
    expect(todas.itens.slice(0, 6).map((i: { posicaoNaEspera: number | null }) => i.posicaoNaEspera)).toEqual(
      [null, null, null, 1, 2, null],
    );
    const espera = (await pedir('admin', 'GET', url('/inscricoes?status=6'))).json();
    expect(espera).toMatchObject({ total: 2, pagina: 1, porPagina: 20 });
    expect(espera.itens.map((i: { posicaoNaEspera: number }) => i.posicaoNaEspera)).toEqual([1, 2]);
    const segunda = (await pedir('admin', 'GET', url('/inscricoes?pagina=2&porPagina=2'))).json();
    expect(segunda).toMatchObject({ total: todas.total, pagina: 2, porPagina: 2 });
    expect(segunda.itens.map((i: { idInscricao: number }) => i.idInscricao)).toEqual(
      todas.itens.slice(2, 4).map((i: { idInscricao: number }) => i.idInscricao),
    );
  });

  it.each([
    ['admin', '529.982.247-25'],
    ['executora', '529.982.247-25'],
    ['secretaria', '***.982.247-**'],
    ['professor', '***.982.247-**'],
    ['inscricao', '***.982.247-**'],
  ] as const)('%s vê o CPF como %s', async (perfil, cpf) => {
    const resposta = await pedir(perfil, 'GET', `/v1/gestao/turmas/${turmaDaMaria}/inscricoes`);
    expect(resposta.statusCode).toBe(200);
    expect(resposta.json().itens.find((i: { nome: string }) => i.nome === 'Maria Silva').cpf).toBe(cpf);
  });

  it('CSV: UTF-8 com BOM, separado por ;, como anexo, sem fórmulas e com o CPF do perfil', async () => {
    await ctx.db.query(`UPDATE usuario SET nome = '=HYPERLINK("http://x")' WHERE id = $1`, [
      candidatos[5]!.id,
    ]);
    const resposta = await pedir('admin', 'GET', url('/inscricoes.csv?status=1'));
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(resposta.headers['content-disposition']).toBe(
      `attachment; filename="turma-${TURMA}-inscricoes.csv"`,
    );
    expect(resposta.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const linhas = resposta.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // The Administrador checks documents too: the civil name has its column (decision 1550).
    expect(linhas[0]).toBe(
      'Inscrição;Nome;Nome civil;CPF;Status;Data da inscrição;Posição na espera;Prazo da convocação',
    );
    expect(linhas.slice(1).every((l) => l.includes(';Ativa;'))).toBe(true);
    expect(resposta.body).toContain(`;"'=HYPERLINK(""http://x"")";`);
    const daSecretaria = await pedir('secretaria', 'GET', `/v1/gestao/turmas/${turmaDaMaria}/inscricoes.csv`);
    expect(daSecretaria.body).toContain(';Maria Silva;***.982.247-**;Cancelada;');
  });
});

describe('entradas fora dos limites: 400 em português, nunca 5xx', () => {
  it.each([
    ['GET', url('/inscricoes?porPagina=0'), null],
    ['GET', url('/inscricoes?porPagina=101'), null],
    ['GET', url('/inscricoes?pagina=0'), null],
    ['GET', url('/inscricoes?pagina=100001'), null],
    ['GET', url('/inscricoes?status=8'), null],
    ['GET', url('/inscricoes?status=0'), null],
    ['GET', url('/inscricoes?status=abc'), null],
    ['GET', url('/inscricoes.csv?status=9'), null],
    ['GET', url('/historico?porPagina=1000'), null],
    ['GET', '/v1/gestao/turmas?porPagina=-1', null],
    ['GET', '/v1/gestao/turmas?idUnidade=2147483648', null],
    ['GET', '/v1/gestao/turmas/abc', null],
    ['GET', '/v1/gestao/turmas/0', null],
    ['PUT', url('/vagas'), { vagas: 0 }],
    ['PUT', url('/vagas'), { vagas: 10001 }],
    ['PUT', url('/vagas'), { vagas: 1.5 }],
    ['PUT', url('/vagas'), { vagas: '10' }],
    ['PUT', url('/vagas'), {}],
    ['PUT', url('/inscricoes'), { abertas: 'sim' }],
  ] as const)('%s %s %j', async (metodo, caminho, body) => {
    // Three columns in every row: with two, Jest would take the third parameter for a `done` callback.
    const resposta = await pedir('admin', metodo, caminho, body ?? undefined);
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json()).toEqual({ message: Mensagem.dadosInvalidos, errors: [expect.any(String)] });
  });
});
