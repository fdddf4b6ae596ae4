import { usarContextoDemo } from '../src/testes/contexto.js';
import { entrar, requisitar, type Sessao } from '../src/testes/cliente.js';

/** Answers the API must refuse with a 4xx that says why, and store nothing of. */
const t = usarContextoDemo();

/** The company questionnaire of the seed: one required single choice (Sim/Não) and one optional text. */
async function questionarioDaEmpresa(s: Sessao) {
  const q = (await requisitar(t.ctx.app, 'GET', '/v1/questionarios?tipo=EMPRESA', { token: s.token })).json();
  const [trabalha, area] = q.perguntas;
  return { id: q.id as number, trabalha, area };
}

const enviar = (s: Sessao, idQuestionario: number, respostas: unknown[]) =>
  requisitar(t.ctx.app, 'POST', '/v1/questionarios/respostas', {
    token: s.token,
    body: { idQuestionario, idUsuario: s.id, idCurso: null, respostas },
  });

const guardadas = async (idUsuario: number) =>
  (await t.ctx.db.query('SELECT 1 FROM resposta_questionario WHERE id_usuario = $1', [idUsuario])).length;

describe('respostas de questionário recusadas', () => {
  // JSON.stringify writes a lone surrogate as "\ud800", which PostgreSQL's jsonb refuses: it was a 500.
  it('um texto com um caractere UTF-16 partido é 400, não um erro do servidor', async () => {
    const q = await questionarioDaEmpresa(t.s.joao);
    const r = await enviar(t.s.joao, q.id, [
      { idPergunta: q.trabalha.id, idsOpcoes: [q.trabalha.opcoes[0].id] },
      { idPergunta: q.area.id, texto: 'Vendas \ud800' },
    ]);
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual(['respostas.1.texto: O texto contém um caractere inválido.']);
    expect(await guardadas(t.s.joao.id)).toBe(0);
  });

  // Each answer was checked alone: two answers to one single-choice question stored both options.
  it('a mesma pergunta duas vezes, ou a mesma opção duas vezes, é 400', async () => {
    const q = await questionarioDaEmpresa(t.s.joao);
    const [sim, nao] = q.trabalha.opcoes;
    const repetida = await enviar(t.s.joao, q.id, [
      { idPergunta: q.trabalha.id, idsOpcoes: [sim.id] },
      { idPergunta: q.trabalha.id, idsOpcoes: [nao.id] },
    ]);
    expect(repetida.statusCode).toBe(400);
    expect(repetida.json().errors).toEqual([`${q.trabalha.texto}: responda só uma vez.`]);
    // A multiple choice takes several options, each once.
    const empreenda = (
      await requisitar(t.ctx.app, 'GET', '/v1/questionarios?tipo=EMPREENDA', { token: t.s.joao.token })
    ).json();
    const [negocio, canais] = empreenda.perguntas;
    const opcaoRepetida = await enviar(t.s.joao, empreenda.id, [
      { idPergunta: negocio.id, idsOpcoes: [negocio.opcoes[0].id] },
      { idPergunta: canais.id, idsOpcoes: [canais.opcoes[0].id, canais.opcoes[0].id] },
    ]);
    expect([opcaoRepetida.statusCode, opcaoRepetida.json().errors]).toEqual([
      400,
      [`${canais.texto}: opção repetida.`],
    ]);
    expect(await guardadas(t.s.joao.id)).toBe(0);
  });

  // Registration and enrolment belong to candidates (and the Administrador): a staff role files no answers.
  it('um perfil da equipe não responde questionários (403)', async () => {
    const secretaria = await entrar(t.ctx.app, 'secretaria@exemplo.com.br');
    const q = await questionarioDaEmpresa(t.s.joao);
    const r = await enviar(secretaria, q.id, [
      { idPergunta: q.trabalha.id, idsOpcoes: [q.trabalha.opcoes[0].id] },
    ]);
    expect(r.statusCode).toBe(403);
    expect(await guardadas(secretaria.id)).toBe(0);
  });
});
