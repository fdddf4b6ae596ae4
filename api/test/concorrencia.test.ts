import { Mensagem } from '@portal/contracts';
import { TURMA_TRINTA_VAGAS } from '../src/db/seed/catalogo-dados.js';
import { criarContexto, usandoPostgres, type Contexto } from '../src/testes/contexto.js';
import { requisitar, sessaoDireta, type Sessao } from '../src/testes/cliente.js';
import { contarEmCursoAoMesmoTempo } from '../src/testes/em-curso-ao-mesmo-tempo.js';
import { SQL_CRIAR_COM_VAGA } from '../src/inscricao/inscricao.sql.js';
import { criarCandidatosAptos, criarInscricao, turmasAbertas, vagasOcupadas } from '../src/testes/turmas.js';

/**
 * Seats and the one-active-enrolment rule under real concurrency. On PostgreSQL the requests run on a pool of 20
 * connections; on PGlite (one connection) they are serialised, and the same answers are expected.
 */
let ctx: Contexto;
beforeAll(async () => {
  ctx = await criarContexto();
});
afterAll(() => ctx.fechar());

/** Through the create call of the class's programme (9003 is Via Rápida Emprego: InscriverProgramaNovo). */
const criar = (sessao: Sessao, idTurmaPrincipal: number) => criarInscricao(ctx.app, sessao, idTurmaPrincipal);

describe(`concorrência (${usandoPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('200 candidatos ao mesmo tempo numa turma de 30 vagas: exatamente 30 com vaga e 170 na lista de espera', async () => {
    const ids = await criarCandidatosAptos(ctx.db, 200, 'corrida');
    const sessoes = await Promise.all(ids.map((id) => sessaoDireta(ctx.app, id)));
    // The statement that takes a seat: on PostgreSQL several ran at once (the race is real, and a change that
    // serialises them fails here); PGlite's one connection runs them one at a time.
    const emCurso = contarEmCursoAoMesmoTempo(ctx.db, (sql) => sql === SQL_CRIAR_COM_VAGA);
    const respostas = await Promise.all(sessoes.map((sessao) => criar(sessao, TURMA_TRINTA_VAGAS))).finally(
      () => emCurso.restaurar(),
    );
    expect(respostas.map((r) => r.statusCode).filter((c) => c !== 201)).toEqual([]);
    if (usandoPostgres) expect(emCurso.maximoDeConsultas).toBeGreaterThanOrEqual(4);
    const porStatus = respostas.reduce<Record<number, number>>((acc, r) => {
      const s = (r.json() as { idStatusInscricao: number }).idStatusInscricao;
      return { ...acc, [s]: (acc[s] ?? 0) + 1 };
    }, {});
    expect(porStatus).toEqual({ 1: 30, 6: 170 });
    const [total] = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM inscricao WHERE id_turma_principal = $1 AND id_status_inscricao = 1',
      [TURMA_TRINTA_VAGAS],
    );
    expect(total!.n).toBe(30);
    expect(await vagasOcupadas(ctx.db, TURMA_TRINTA_VAGAS)).toBe(30);
    // Each place on the waiting list is held by exactly one candidate.
    const posicoes = await Promise.all(
      respostas
        .map((r) => r.json() as { id: number; idStatusInscricao: number })
        .filter((i) => i.idStatusInscricao === 6)
        .map(async (i) => (await ctx.app.repos.inscricoes.porId(i.id))!.posicaoNaEspera),
    );
    expect([...posicoes].sort((a, b) => a! - b!)).toEqual(Array.from({ length: 170 }, (_, i) => i + 1));
  });

  it('20 pedidos simultâneos do mesmo candidato: uma inscrição ativa e 19 respostas 409', async () => {
    const [id] = await criarCandidatosAptos(ctx.db, 1, 'repetido');
    const sessao = await sessaoDireta(ctx.app, id!);
    const [turma] = await turmasAbertas(ctx.db, 9);
    const antes = await vagasOcupadas(ctx.db, turma!);
    const respostas = await Promise.all(Array.from({ length: 20 }, () => criar(sessao, turma!)));
    expect(respostas.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const recusas = respostas.filter((r) => r.statusCode === 409);
    expect(recusas).toHaveLength(19);
    expect(new Set(recusas.map((r) => r.json().errors[0]))).toEqual(
      new Set([Mensagem.jaInscritoNaModalidade]),
    );
    const [ativas] = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM inscricao WHERE id_usuario = $1 AND id_status_inscricao = 1',
      [id],
    );
    expect(ativas!.n).toBe(1);
    // Seats taken by the losing transactions were rolled back with them.
    expect(await vagasOcupadas(ctx.db, turma!)).toBe(antes + 1);
  });

  it('o banco recusa sozinho mais inscrições que vagas e duas ativas na mesma modalidade', async () => {
    await expect(
      ctx.db.query('UPDATE turma SET vagas_ocupadas = vagas + 1 WHERE id = $1', [TURMA_TRINTA_VAGAS]),
    ).rejects.toThrow();
    const [uma] = await ctx.db.query<{
      id_usuario: number;
      id_turma_principal: number;
      id_modalidade: number;
    }>(
      'SELECT id_usuario, id_turma_principal, id_modalidade FROM inscricao WHERE id_status_inscricao = 1 LIMIT 1',
    );
    await expect(
      ctx.db.query(
        'INSERT INTO inscricao (id_turma_principal, id_usuario, id_modalidade, id_status_inscricao) VALUES ($1, $2, $3, 3)',
        [uma!.id_turma_principal, uma!.id_usuario, uma!.id_modalidade],
      ),
    ).rejects.toThrow();
  });
});

describe('trocas de turma cruzadas', () => {
  it('A→B e B→A ao mesmo tempo, muitas vezes: nenhum 500 (sem deadlock) e as vagas fecham a conta', async () => {
    const ids = await criarCandidatosAptos(ctx.db, 20, 'troca');
    const sessoes = await Promise.all(ids.map((id) => sessaoDireta(ctx.app, id)));
    const [a, b] = await turmasAbertas(ctx.db, 14, 2);
    const criadas = await Promise.all(sessoes.map((s, i) => criar(s, i % 2 === 0 ? a! : b!)));
    const inscricoes = criadas.map((r) => r.json() as { id: number; idTurmaPrincipal: number });
    const antes = (await vagasOcupadas(ctx.db, a!)) + (await vagasOcupadas(ctx.db, b!));
    for (let rodada = 0; rodada < 3; rodada += 1) {
      const respostas = await Promise.all(
        sessoes.map((s, i) => {
          const atual = inscricoes[i]!;
          const destino = atual.idTurmaPrincipal === a ? b! : a!;
          atual.idTurmaPrincipal = destino;
          return requisitar(ctx.app, 'PUT', '/v1/inscricao/viaRapida/virtual/update', {
            token: s.token,
            body: { id: atual.id, idTurmaPrincipal: destino, idUsuario: s.id },
          });
        }),
      );
      expect(respostas.map((r) => r.statusCode).filter((c) => c !== 200)).toEqual([]);
    }
    expect((await vagasOcupadas(ctx.db, a!)) + (await vagasOcupadas(ctx.db, b!))).toBe(antes);
  });
});
