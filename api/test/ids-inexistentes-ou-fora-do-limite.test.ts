import { Mensagem } from '@portal/contracts';
import { requisitar } from '../src/testes/cliente.js';
import { usarContextoDemo } from '../src/testes/contexto.js';
import { BASE, cadastro, endereco, socio } from '../src/testes/registros-do-candidato.js';

/**
 * An id the database cannot hold, or one that names no row, is the caller's mistake: a 4xx that says so in Portuguese,
 * never the 500 of a PostgreSQL range or foreign-key error.
 */
const t = usarContextoDemo();
const FORA_DO_LIMITE = 2147483648;
const INEXISTENTE = 999999;

describe('ids fora do limite nas chamadas de programa', () => {
  it.each([
    ['EmpreendaSP', (id: number) => `/v1/inscricao/EmpreendaSP/${id}`],
    ['InscriverProgramaNovo', (id: number) => `/v1/inscricao/InscriverProgramaNovo/${id}`],
    ['PrimeiroEmpregoSP', () => '/v1/inscricao/PrimeiroEmpregoSP'],
  ])('%s: 400 "Identificador fora do limite."', async (_nome, url) => {
    const maria = t.s.maria;
    for (const body of [
      { idUsuario: maria.id, idTurmaPrincipal: FORA_DO_LIMITE },
      { idUsuario: FORA_DO_LIMITE, idTurmaPrincipal: 1 },
    ]) {
      const r = await requisitar(t.ctx.app, 'POST', url(maria.id), { token: t.s.admin.token, body });
      expect([r.statusCode, r.json().errors]).toEqual([
        400,
        [expect.stringContaining('Identificador fora do limite.')],
      ]);
    }
  });
});

describe('ids que não existem', () => {
  it('o administrador responde um questionário por uma conta que não existe: 404', async () => {
    const q = (
      await requisitar(t.ctx.app, 'GET', '/v1/questionarios?tipo=EMPRESA', { token: t.s.joao.token })
    ).json();
    const [trabalha] = q.perguntas;
    const r = await requisitar(t.ctx.app, 'POST', '/v1/questionarios/respostas', {
      token: t.s.admin.token,
      body: {
        idQuestionario: q.id,
        idUsuario: INEXISTENTE,
        respostas: [{ idPergunta: trabalha.id, idsOpcoes: [trabalha.opcoes[0].id] }],
      },
    });
    expect([r.statusCode, r.json().errors]).toEqual([404, [Mensagem.usuarioNaoEncontrado]]);
  });

  it('respostas de questionário com um curso ou um período que não existem: 404, nada guardado', async () => {
    const q = (
      await requisitar(t.ctx.app, 'GET', '/v1/questionarios?tipo=EMPRESA', { token: t.s.joao.token })
    ).json();
    const [trabalha] = q.perguntas;
    for (const extra of [{ idCurso: INEXISTENTE }, { idPeriodoInscricao: INEXISTENTE }]) {
      const r = await requisitar(t.ctx.app, 'POST', '/v1/questionarios/respostas', {
        token: t.s.joao.token,
        body: {
          idQuestionario: q.id,
          idUsuario: t.s.joao.id,
          respostas: [{ idPergunta: trabalha.id, idsOpcoes: [trabalha.opcoes[0].id] }],
          ...extra,
        },
      });
      expect(r.statusCode).toBe(404);
    }
  });

  it.each([
    ['POST', '/dadosCadastrais/create', cadastro],
    ['POST', '/endereco/create', endereco],
    ['PUT', '/dadossocioeconomicos', socio],
  ] as const)('o administrador, em %s %s de um usuário que não existe: 404', async (metodo, rota, corpo) => {
    const r = await requisitar(t.ctx.app, metodo, `${BASE}${rota}`, {
      token: t.s.admin.token,
      body: corpo(INEXISTENTE),
    });
    expect([r.statusCode, r.json().errors]).toEqual([404, [Mensagem.usuarioNaoEncontrado]]);
  });
});
