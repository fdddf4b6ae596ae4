import { Mensagem } from '@portal/contracts';
import type { Contexto } from '../src/testes/contexto.js';
import { sessaoDireta } from '../src/testes/cliente.js';
import { criarCandidatosAptos, criarInscricao, vagasOcupadas } from '../src/testes/turmas.js';
import { turmaDaGestao, TURMA, url, type Pedir } from '../src/testes/gestao-turmas.js';

/** A class in the operations area: counts by status, open/close with its history, seats, and bad input. */
let ctx: Contexto;
let pedir: Pedir;
beforeAll(async () => ({ ctx, pedir } = await turmaDaGestao()));
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
