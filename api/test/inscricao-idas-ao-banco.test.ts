import { Programa } from '@portal/contracts';
import { usarContextoDemo } from '../src/testes/contexto.js';
import { requisitar, sessaoDireta } from '../src/testes/cliente.js';
import { contarConsultas } from '../src/testes/idas-ao-banco.js';
import { criarCandidatosAptos, turmasAbertas, vagasOcupadas } from '../src/testes/turmas.js';

const t = usarContextoDemo();

describe('criar uma inscrição vai ao banco o mínimo de vezes (decisões 0171 e 0177)', () => {
  it('duas idas: o contexto da inscrição com a sessão do token, e a escrita que já devolve a inscrição', async () => {
    const [id] = await criarCandidatosAptos(t.ctx.db, 1, 'idas');
    const candidato = await sessaoDireta(t.ctx.app, id!);
    const [turma] = await turmasAbertas(t.ctx.db, Programa.ViaRapidaEmprego);
    let resposta: Awaited<ReturnType<typeof requisitar>> | undefined;
    const consultas = await contarConsultas(t.ctx.db, async () => {
      resposta = await requisitar(t.ctx.app, 'POST', `/v1/inscricao/InscriverProgramaNovo/${id}`, {
        token: candidato.token,
        body: { idTurmaPrincipal: turma, idUsuario: id, idStatusInscricao: 1 },
      });
    });
    expect(resposta!.statusCode).toBe(201);
    expect(consultas).toBeLessThanOrEqual(2);
    // The answer's seats come from the row the write updated: this enrolment's seat is already gone.
    const [linha] = await t.ctx.db.query<{ vagas: number }>('SELECT vagas FROM turma WHERE id = $1', [turma]);
    expect(resposta!.json().turmaPrincipal.vagasDisponiveis).toBe(
      linha!.vagas - (await vagasOcupadas(t.ctx.db, turma!)),
    );
  });

  it('sessão revogada (token ainda no prazo): 401 antes de qualquer regra, e nenhuma inscrição', async () => {
    const [id] = await criarCandidatosAptos(t.ctx.db, 1, 'revogada');
    const candidato = await sessaoDireta(t.ctx.app, id!);
    const [turma] = await turmasAbertas(t.ctx.db, Programa.ViaRapidaEmprego);
    await t.ctx.db.query('UPDATE sessao SET revogada_em = now() WHERE id_usuario = $1', [id]);
    const resposta = await requisitar(t.ctx.app, 'POST', `/v1/inscricao/InscriverProgramaNovo/${id}`, {
      token: candidato.token,
      body: { idTurmaPrincipal: turma, idUsuario: id, idStatusInscricao: 1 },
    });
    expect(resposta.statusCode).toBe(401);
    const [contagem] = await t.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM inscricao WHERE id_usuario = $1',
      [id],
    );
    expect(contagem!.n).toBe(0);
  });
});
