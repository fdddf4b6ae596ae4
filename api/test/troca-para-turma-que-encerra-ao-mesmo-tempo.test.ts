import { Mensagem } from '@portal/contracts';
import { requisitar } from '../src/testes/cliente.js';
import { descreverEmPostgres, usarContextoDemo } from '../src/testes/contexto.js';
import { inscreverEmOrdem, turmaVazia, type Inscrito } from '../src/testes/convocacao.js';
import { esperar } from '../src/testes/api-em-dois-processos.js';

/**
 * A change of class read the new class open, then waited for its row lock while the staff closed it: with the lock it
 * found the class closed, and answered "Não há mais vagas nesta turma" to a citizen whose class had seats and had
 * stopped taking enrolments. Read under the lock, the class says why it refuses.
 */
const t = usarContextoDemo();

descreverEmPostgres('troca para uma turma que encerra durante a troca', () => {
  let origem: number;
  let destino: number;
  let dono: Inscrito;

  beforeAll(async () => {
    origem = await turmaVazia(t.ctx.db, 5);
    [dono] = (await inscreverEmOrdem(t.ctx.app, origem, 1, 'encerra')) as [Inscrito];
    destino = await turmaVazia(t.ctx.db, 5);
  });

  it('diz que as inscrições encerraram, não que a turma lotou', async () => {
    let liberarAEquipe!: () => void;
    const equipeDecide = new Promise<void>((resolve) => (liberarAEquipe = resolve));
    // The staff's transaction closes the class and holds its row until the change is waiting for it.
    const equipe = t.ctx.db.transaction(async (tx) => {
      await tx.query('UPDATE turma SET aberta = false WHERE id = $1', [destino]);
      await equipeDecide;
    });
    const troca = requisitar(t.ctx.app, 'PUT', '/v1/inscricao/viaRapida/emprego/update', {
      token: dono.token,
      body: { id: dono.idInscricao, idUsuario: dono.id, idTurmaPrincipal: destino },
    });
    await esperar(async () => {
      const [linha] = await t.ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      return linha!.n > 0;
    }, 10_000);
    liberarAEquipe();
    await equipe;
    const r = await troca;
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({ message: Mensagem.turmaEncerrada, errors: [Mensagem.turmaEncerrada] });
  });
});
