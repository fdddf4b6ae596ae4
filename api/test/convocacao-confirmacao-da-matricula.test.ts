import { Mensagem } from '@portal/contracts';
import { requisitar } from '../src/testes/cliente.js';
import { usarContextoDemo } from '../src/testes/contexto.js';
import {
  confirmar,
  convocar,
  inscreverEmOrdem,
  statusDe,
  turmaComCincoInscritos,
  turmaVazia,
  type Inscrito,
} from '../src/testes/convocacao.js';

/** After the call-up (convocacao.test.ts): only a called-up enrolment is confirmed, and only before its deadline. */
const t = usarContextoDemo();
let inscritos: Inscrito[];

beforeAll(async () => ({ inscritos } = await turmaComCincoInscritos(t, true)));

describe('confirmar a matrícula dentro do prazo', () => {
  it('no prazo: Convocada → Matriculada; a linha do tempo mostra o caminho', async () => {
    const a = inscritos[0]!;
    const { c } = await statusDe(t.ctx.db, a.idInscricao);
    const r = await confirmar(t.ctx.app, a, a.idInscricao, c!);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ idStatusInscricao: 4, prazoConvocacao: null });
    const linha = await requisitar(t.ctx.app, 'GET', `/v1/inscricao/${a.idInscricao}/linha-do-tempo`, {
      token: a.token,
    });
    expect(linha.statusCode).toBe(200);
    expect(linha.json().map((e: { status: number; nomeStatus: string }) => [e.status, e.nomeStatus])).toEqual(
      [
        [1, 'Ativa'],
        [3, 'Convocada'],
        [4, 'Matriculada'],
      ],
    );
  });

  it('a linha do tempo é só do dono (403 a outro, 404 inexistente)', async () => {
    const a = inscritos[0]!;
    const outro = inscritos[1]!;
    expect(
      (
        await requisitar(t.ctx.app, 'GET', `/v1/inscricao/${a.idInscricao}/linha-do-tempo`, {
          token: outro.token,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await requisitar(t.ctx.app, 'GET', '/v1/inscricao/2147483647/linha-do-tempo', { token: a.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await requisitar(t.ctx.app, 'GET', `/v1/inscricao/${a.idInscricao}/linha-do-tempo`, {
          token: t.s.admin.token,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('depois do prazo (relógio da API adiantado): 409 com a data do prazo, e nada muda', async () => {
    const b = inscritos[1]!;
    const { c } = await statusDe(t.ctx.db, b.idInscricao);
    const [{ prazo }] = (await t.ctx.db.query<{ prazo: string }>(
      `SELECT to_char(prazo AT TIME ZONE 'America/Sao_Paulo', 'DD/MM/YYYY') AS prazo FROM convocacao WHERE id = $1`,
      [c],
    )) as [{ prazo: string }];
    // Moved in the table, without the sweep: the confirmation itself must see the deadline.
    await t.ctx.db.query('UPDATE relogio_de_teste SET deslocamento_minutos = 60 * 24 * 30');
    try {
      const r = await confirmar(t.ctx.app, b, b.idInscricao, c!);
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({
        message: `O prazo para confirmar a matrícula terminou em ${prazo}.`,
        errors: [`O prazo para confirmar a matrícula terminou em ${prazo}.`],
      });
      expect((await statusDe(t.ctx.db, b.idInscricao)).s).toBe(3);
      // Once the sweep expired it (7), the answer is the same.
      await t.ctx.app.services.convocacao.varrer();
      expect((await statusDe(t.ctx.db, b.idInscricao)).s).toBe(7);
      expect((await confirmar(t.ctx.app, b, b.idInscricao, c!)).json().message).toMatch(/prazo .* terminou/);
    } finally {
      await t.ctx.db.query('UPDATE relogio_de_teste SET deslocamento_minutos = 0');
    }
  });

  // On a slow network the first confirmation may succeed and its answer be lost; the retry, or a stale copy of the
  // history that still offers the button, then got "não está convocada" or, after the deadline, "o prazo terminou"
  // to someone already enrolled. The same call-up confirmed again answers what is true: enrolled.
  it('confirmar de novo a mesma convocação já confirmada responde a matrícula, antes e depois do prazo, sem nova auditoria', async () => {
    const a = inscritos[0]!;
    const { s, c } = await statusDe(t.ctx.db, a.idInscricao);
    expect(s).toBe(4);
    const auditorias = async () =>
      (
        await t.ctx.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM inscricao_auditoria WHERE id_inscricao = $1',
          [a.idInscricao],
        )
      )[0]!.n;
    const antes = await auditorias();
    const deNovo = await confirmar(t.ctx.app, a, a.idInscricao, c!);
    expect([deNovo.statusCode, deNovo.json().idStatusInscricao]).toEqual([200, 4]);
    await t.ctx.db.query('UPDATE relogio_de_teste SET deslocamento_minutos = 60 * 24 * 30');
    try {
      const depois = await confirmar(t.ctx.app, a, a.idInscricao, c!);
      expect([depois.statusCode, depois.json().idStatusInscricao]).toEqual([200, 4]);
    } finally {
      await t.ctx.db.query('UPDATE relogio_de_teste SET deslocamento_minutos = 0');
    }
    expect(await auditorias()).toBe(antes);
  });

  it('idConvocado de outra convocação continua 409 (não convocada)', async () => {
    const c3 = inscritos[2]!;
    const r = await confirmar(t.ctx.app, c3, c3.idInscricao, 2147483647);
    expect([r.statusCode, r.json().message]).toEqual([409, Mensagem.matriculaNaoConfirmavel]);
  });
});

describe('ConfirmarMatricula só aceita uma inscrição convocada (3)', () => {
  it('ativa nunca convocada, em espera, e cancelada depois de convocada (com o idConvocado que teve): 409, nada muda', async () => {
    const outra = await turmaVazia(t.ctx.db, 2);
    const [ativa, cancelada, espera] = await inscreverEmOrdem(t.ctx.app, outra, 3, 'naoconvocada');
    expect((await statusDe(t.ctx.db, espera!.idInscricao)).s).toBe(6);
    const auditorias = async () =>
      (
        await t.ctx.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM inscricao_auditoria WHERE id_inscricao = ANY($1::integer[])',
          [[ativa!.idInscricao, cancelada!.idInscricao, espera!.idInscricao]],
        )
      )[0]!.n;

    // The number a client without a call-up id might send: the enrolment's own.
    for (const quem of [ativa!, espera!]) {
      const antes = await auditorias();
      const r = await confirmar(t.ctx.app, quem, quem.idInscricao, quem.idInscricao);
      expect([r.statusCode, r.json().message]).toEqual([409, Mensagem.matriculaNaoConfirmavel]);
      expect(await auditorias()).toBe(antes);
    }
    expect((await statusDe(t.ctx.db, ativa!.idInscricao)).s).toBe(1);
    expect((await statusDe(t.ctx.db, espera!.idInscricao)).s).toBe(6);

    const convocada = await convocar(t.ctx.app, t.s.admin.token, outra, {
      idsInscricao: [cancelada!.idInscricao],
    });
    const { idConvocacao } = convocada.json().convocadas[0] as { idConvocacao: number };
    const cancelar = await requisitar(
      t.ctx.app,
      'PUT',
      `/v1/inscricao/viaRapida/cancelarInscricao/${cancelada!.idInscricao}`,
      { token: cancelada!.token },
    );
    expect(cancelar.statusCode).toBe(200);
    const antes = await auditorias();
    const r = await confirmar(t.ctx.app, cancelada!, cancelada!.idInscricao, idConvocacao);
    expect([r.statusCode, r.json().message]).toEqual([409, Mensagem.matriculaNaoConfirmavel]);
    expect(await statusDe(t.ctx.db, cancelada!.idInscricao)).toEqual({ s: 2, c: idConvocacao });
    expect(await auditorias()).toBe(antes);
  });
});
