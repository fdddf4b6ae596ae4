import { Mensagem } from '@portal/contracts';
import { usarContextoDemo } from '../src/testes/contexto.js';
import { requisitar } from '../src/testes/cliente.js';

const t = usarContextoDemo();

/** The company questionnaire of the seed: one required single choice (Sim/Não) and one optional text. */
async function questionarioDaEmpresa() {
  const q = (
    await requisitar(t.ctx.app, 'GET', '/v1/questionarios?tipo=EMPRESA', { token: t.s.joao.token })
  ).json();
  const [trabalha, area] = q.perguntas;
  return { id: q.id as number, trabalha, area };
}

describe('respostas salvas de um questionário: ler e alterar (só o dono)', () => {
  it('João responde, lê o que respondeu, altera e lê de novo a alteração', async () => {
    const q = await questionarioDaEmpresa();
    const ler = () =>
      requisitar(
        t.ctx.app,
        'GET',
        `/v1/questionarios/respostas?idQuestionario=${q.id}&idUsuario=${t.s.joao.id}`,
        { token: t.s.joao.token },
      );
    const antes = await ler();
    expect([antes.statusCode, antes.json().errors]).toEqual([404, [Mensagem.respostaNaoEncontrada]]);

    const primeira = [
      { idPergunta: q.trabalha.id, idsOpcoes: [q.trabalha.opcoes[0].id] },
      { idPergunta: q.area.id, texto: 'Vendas' },
    ];
    const corpo = (respostas: unknown[]) => ({
      idQuestionario: q.id,
      idUsuario: t.s.joao.id,
      idCurso: null,
      respostas,
    });
    expect(
      (
        await requisitar(t.ctx.app, 'POST', '/v1/questionarios/respostas', {
          token: t.s.joao.token,
          body: corpo(primeira),
        })
      ).statusCode,
    ).toBe(201);
    expect((await ler()).json()).toEqual({
      idQuestionario: q.id,
      idUsuario: t.s.joao.id,
      idCurso: null,
      idPeriodoInscricao: null,
      respostas: primeira,
    });

    const segunda = [
      { idPergunta: q.trabalha.id, idsOpcoes: [q.trabalha.opcoes[1].id] },
      { idPergunta: q.area.id, texto: 'Logística' },
    ];
    const alterar = await requisitar(t.ctx.app, 'PUT', '/v1/questionarios/respostas', {
      token: t.s.joao.token,
      body: corpo(segunda),
    });
    expect(alterar.statusCode).toBe(200);
    expect((await ler()).json().respostas).toEqual(segunda);

    // The same rules as the first answer: a required question left empty is refused, nothing changes.
    const incompleta = await requisitar(t.ctx.app, 'PUT', '/v1/questionarios/respostas', {
      token: t.s.joao.token,
      body: corpo([]),
    });
    expect([incompleta.statusCode, incompleta.json().errors]).toEqual([
      400,
      [`${q.trabalha.texto}: resposta obrigatória.`],
    ]);
    expect((await ler()).json().respostas).toEqual(segunda);
  });

  it('outra candidata não lê nem altera as respostas do João (403); alterar o que nunca foi respondido é 404', async () => {
    const q = await questionarioDaEmpresa();
    const respostas = [{ idPergunta: q.trabalha.id, idsOpcoes: [q.trabalha.opcoes[0].id] }];
    const lerComo = await requisitar(
      t.ctx.app,
      'GET',
      `/v1/questionarios/respostas?idQuestionario=${q.id}&idUsuario=${t.s.joao.id}`,
      { token: t.s.maria.token },
    );
    expect([lerComo.statusCode, lerComo.json().errors]).toEqual([403, [Mensagem.acessoNegado]]);
    const alterarComo = await requisitar(t.ctx.app, 'PUT', '/v1/questionarios/respostas', {
      token: t.s.maria.token,
      body: { idQuestionario: q.id, idUsuario: t.s.joao.id, respostas },
    });
    expect(alterarComo.statusCode).toBe(403);
    const nunca = await requisitar(t.ctx.app, 'PUT', '/v1/questionarios/respostas', {
      token: t.s.maria.token,
      body: { idQuestionario: q.id, idUsuario: t.s.maria.id, respostas },
    });
    expect([nunca.statusCode, nunca.json().errors]).toEqual([404, [Mensagem.respostaNaoEncontrada]]);
    const semFiltro = await requisitar(t.ctx.app, 'GET', '/v1/questionarios/respostas?idQuestionario=abc', {
      token: t.s.maria.token,
    });
    expect(semFiltro.statusCode).toBe(400);
  });
});
