import { requisitar } from '../src/testes/cliente.js';
import { usarContextoDemo } from '../src/testes/contexto.js';
import {
  convocar,
  mensagensPara,
  statusDe,
  turmaComCincoInscritos,
  type Inscrito,
} from '../src/testes/convocacao.js';
import { vagasOcupadas } from '../src/testes/turmas.js';

const t = usarContextoDemo();
let turma: number;
let inscritos: Inscrito[];

beforeAll(async () => ({ turma, inscritos } = await turmaComCincoInscritos(t)));

const convocacoes = async () =>
  (await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM convocacao'))[0]!.n;

describe('convocar inscrições ativas de uma turma (decisão 1500)', () => {
  it('as escolhidas passam a Convocada, com prazo, e recebem o e-mail com o link do histórico', async () => {
    const [a, b] = inscritos;
    const r = await convocar(t.ctx.app, t.s.admin.token, turma, {
      idsInscricao: [b!.idInscricao, a!.idInscricao],
    });
    expect(r.statusCode).toBe(201);
    const corpo = r.json() as {
      convocadas: { idInscricao: number; idConvocacao: number; prazo: string }[];
      prazo: string;
    };
    // In enrolment order, whatever the order of the request.
    expect(corpo.convocadas.map((c) => c.idInscricao)).toEqual([a!.idInscricao, b!.idInscricao]);
    expect(new Date(corpo.prazo).getTime()).toBeGreaterThan(Date.now());
    expect(corpo.convocadas.every((c) => c.prazo === corpo.prazo)).toBe(true);
    for (const [i, quem] of [a!, b!].entries()) {
      expect(await statusDe(t.ctx.db, quem.idInscricao)).toEqual({
        s: 3,
        c: corpo.convocadas[i]!.idConvocacao,
      });
      const [email] = await mensagensPara(t.ctx.db, quem.email, 'CONVOCACAO');
      expect(email!.link).toMatch(/\/inscricao\/historico$/);
      // The link opens the page titled "Minhas inscrições" (the menu's name too); "Meus cursos" is another page.
      expect(email!.corpo).toContain(', em Minhas inscrições:');
      expect(email!.corpo).toMatch(/até \d{2}\/\d{2}\/\d{4}/);
    }
    const detalhe = await requisitar(t.ctx.app, 'GET', `/v1/inscricao/${a!.idInscricao}`, {
      token: a!.token,
    });
    expect(detalhe.json()).toMatchObject({
      idStatusInscricao: 3,
      prazoConvocacao: corpo.prazo,
      posicaoNaEspera: null,
    });
    // Calling up moves no seat: 'Ativa' and 'Convocada' both hold one.
    expect(await vagasOcupadas(t.ctx.db, turma)).toBe(5);
  });

  it('tudo ou nada: uma inscrição que não está ativa nesta turma recusa o pedido inteiro (409, nomeada)', async () => {
    const [a, , c] = inscritos;
    const antes = await convocacoes();
    const r = await convocar(t.ctx.app, t.s.admin.token, turma, {
      idsInscricao: [c!.idInscricao, a!.idInscricao],
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(
      `A inscrição ${a!.idInscricao} não está ativa nesta turma; ninguém foi convocado.`,
    );
    expect((await statusDe(t.ctx.db, c!.idInscricao)).s).toBe(1);
    expect(await convocacoes()).toBe(antes);
    expect(await mensagensPara(t.ctx.db, c!.email, 'CONVOCACAO')).toEqual([]);
    const deOutraTurma = await convocar(t.ctx.app, t.s.admin.token, turma, { idsInscricao: [2147483647] });
    expect(deOutraTurma.statusCode).toBe(409);
  });

  it('"todos" convoca as ativas que restam, na ordem de inscrição, com o prazo pedido', async () => {
    const r = await convocar(t.ctx.app, t.s.admin.token, turma, { todos: true, prazoDiasUteis: 10 });
    expect(r.statusCode).toBe(201);
    expect(r.json().convocadas.map((c: { idInscricao: number }) => c.idInscricao)).toEqual(
      inscritos.slice(2).map((i) => i.idInscricao),
    );
    const denovo = await convocar(t.ctx.app, t.s.admin.token, turma, { todos: true });
    expect(denovo.json().convocadas).toEqual([]);
  });

  it('a lista da equipe e o CSV mostram o prazo de cada convocada, o mesmo que o candidato vê', async () => {
    const lista = await requisitar(t.ctx.app, 'GET', `/v1/gestao/turmas/${turma}/inscricoes?status=3`, {
      token: t.s.admin.token,
    });
    const itens = lista.json().itens as { idInscricao: number; prazoConvocacao: string | null }[];
    expect(itens.map((i) => i.idInscricao)).toEqual(inscritos.map((i) => i.idInscricao));
    for (const item of itens) {
      const doCandidato = await requisitar(t.ctx.app, 'GET', `/v1/inscricao/${item.idInscricao}`, {
        token: t.s.admin.token,
      });
      expect(item.prazoConvocacao).toEqual(expect.any(String));
      expect(item.prazoConvocacao).toBe(doCandidato.json().prazoConvocacao);
    }
    const csv = await requisitar(t.ctx.app, 'GET', `/v1/gestao/turmas/${turma}/inscricoes.csv?status=3`, {
      token: t.s.admin.token,
    });
    const linhas = csv.body.trim().split('\r\n').slice(1);
    expect(linhas).toHaveLength(inscritos.length);
    // The last column, in Brasília time: the deadline is the end of a day there.
    expect(linhas.every((l) => /;\d{2}\/\d{2}\/\d{4} 23:59$/.test(l))).toBe(true);
  });

  it('turma inexistente 404; candidato 403; sem sessão 401; pedido inválido 400', async () => {
    expect((await convocar(t.ctx.app, t.s.admin.token, 999999, { todos: true })).statusCode).toBe(404);
    expect((await convocar(t.ctx.app, t.s.maria.token, turma, { todos: true })).statusCode).toBe(403);
    expect(
      (
        await requisitar(t.ctx.app, 'POST', `/v1/gestao/turmas/${turma}/convocacoes`, {
          body: { todos: true },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await convocar(t.ctx.app, t.s.admin.token, turma, { todos: true, idsInscricao: [1] })).statusCode,
    ).toBe(400);
  });
});
