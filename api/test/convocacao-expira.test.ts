import { requisitar } from '../src/testes/cliente.js';
import { usarContextoDemo } from '../src/testes/contexto.js';
import {
  convocar,
  emailsDeConvocacao,
  inscreverEmOrdem,
  statusDe,
  turmaVazia,
  type Inscrito,
} from '../src/testes/convocacao.js';
import { vagasOcupadas } from '../src/testes/turmas.js';

/**
 * A call-up left past its deadline expires (7), its seat returns and goes to the first on the waiting list, who is
 * called up with a new deadline and e-mailed (decision 1500). The clock is moved through the test-only API.
 */
const t = usarContextoDemo();
let turma: number;
let ativos: Inscrito[];
let espera: Inscrito[];

beforeAll(async () => {
  turma = await turmaVazia(t.ctx.db, 2);
  ativos = await inscreverEmOrdem(t.ctx.app, turma, 2, 'exp');
  espera = await inscreverEmOrdem(t.ctx.app, turma, 2, 'expe');
});

describe('expiração da convocação', () => {
  it('relógio adiantado além do prazo → 7, vaga devolvida e o primeiro da espera convocado, com o e-mail da equipe', async () => {
    const [a, b] = ativos;
    const [primeiro, segundo] = espera;
    expect((await statusDe(t.ctx.db, primeiro!.idInscricao)).s).toBe(6);
    const convocacaoDeA = await convocar(t.ctx.app, t.s.admin.token, turma, {
      idsInscricao: [a!.idInscricao],
    });
    expect(convocacaoDeA.statusCode).toBe(201);

    const relogio = await requisitar(t.ctx.app, 'POST', '/v1/dev/relogio', {
      body: { avancarMinutos: 60 * 24 * 10 },
    });
    expect(relogio.statusCode).toBe(200);
    expect(relogio.json().deslocamentoMinutos).toBe(60 * 24 * 10);

    expect((await statusDe(t.ctx.db, a!.idInscricao)).s).toBe(7);
    expect((await statusDe(t.ctx.db, b!.idInscricao)).s).toBe(1);
    const oferecida = await statusDe(t.ctx.db, primeiro!.idInscricao);
    expect(oferecida.s).toBe(3);
    expect((await statusDe(t.ctx.db, segundo!.idInscricao)).s).toBe(6);
    expect(await vagasOcupadas(t.ctx.db, turma)).toBe(2);

    const detalhe = await requisitar(t.ctx.app, 'GET', `/v1/inscricao/${primeiro!.idInscricao}`, {
      token: primeiro!.token,
    });
    // The new deadline counts from the API's (moved) clock.
    expect(new Date(detalhe.json().prazoConvocacao).getTime()).toBeGreaterThan(
      new Date(relogio.json().agora).getTime(),
    );
    expect(detalhe.json().idConvocacao).toBe(oferecida.c);
    const segundoAgora = await requisitar(t.ctx.app, 'GET', `/v1/inscricao/${segundo!.idInscricao}`, {
      token: segundo!.token,
    });
    expect(segundoAgora.json().posicaoNaEspera).toBe(1);

    // The staff's call-up e-mail, with the new deadline (decision 1521): a's was sent ten days earlier.
    const [daEquipe] = await emailsDeConvocacao(t.ctx.db, a!.email, convocacaoDeA.json().prazo);
    const email = await emailsDeConvocacao(t.ctx.db, primeiro!.email, detalhe.json().prazoConvocacao);
    expect(email).toEqual([daEquipe]);
    expect(daEquipe!.corpo).toContain('<prazo>');
    expect(daEquipe!.link).toMatch(/\/inscricao\/historico$/);

    const motivos = await t.ctx.db.query<{
      status_anterior: number;
      status_novo: number;
      motivo: string;
      id_autor: number | null;
    }>(
      'SELECT status_anterior, status_novo, motivo, id_autor FROM inscricao_auditoria WHERE id_inscricao = ANY($1::integer[]) AND status_anterior IS NOT NULL AND status_anterior <> 1 ORDER BY id',
      [[a!.idInscricao, primeiro!.idInscricao]],
    );
    expect(motivos).toEqual([
      {
        status_anterior: 3,
        status_novo: 7,
        motivo: 'prazo da convocação terminou sem confirmação',
        id_autor: null,
      },
      {
        status_anterior: 6,
        status_novo: 3,
        motivo: 'vaga oferecida ao primeiro da lista de espera',
        id_autor: null,
      },
    ]);
  });

  it('varrer de novo, duas vezes ao mesmo tempo, não muda nada', async () => {
    const foto = () =>
      t.ctx.db.query(
        'SELECT id, id_status_inscricao, id_convocacao FROM inscricao WHERE id_turma_principal = $1 ORDER BY id',
        [turma],
      );
    const antes = await foto();
    const mensagens = (
      await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mensagem_saida')
    )[0]!.n;
    const resultados = await Promise.all([
      t.ctx.app.services.convocacao.varrer(),
      t.ctx.app.services.convocacao.varrer(),
    ]);
    expect(resultados).toEqual([
      { expiradas: 0, oferecidas: 0 },
      { expiradas: 0, oferecidas: 0 },
    ]);
    expect(await foto()).toEqual(antes);
    expect(await vagasOcupadas(t.ctx.db, turma)).toBe(2);
    expect((await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mensagem_saida'))[0]!.n).toBe(
      mensagens,
    );
  });

  it('uma vaga livre com alguém na espera (corrida rara na inscrição) é oferecida pela varredura', async () => {
    const segundo = espera[1]!;
    await t.ctx.db.query('UPDATE turma SET vagas = vagas + 1 WHERE id = $1', [turma]);
    expect(await t.ctx.app.services.convocacao.varrer()).toEqual({ expiradas: 0, oferecidas: 1 });
    expect((await statusDe(t.ctx.db, segundo.idInscricao)).s).toBe(3);
    expect(await vagasOcupadas(t.ctx.db, turma)).toBe(3);
  });
});
