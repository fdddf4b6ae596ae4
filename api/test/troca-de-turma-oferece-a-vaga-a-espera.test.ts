import { requisitar } from '../src/testes/cliente.js';
import { usarContextoDemo } from '../src/testes/contexto.js';
import { inscreverEmOrdem, statusDe, turmaVazia, type Inscrito } from '../src/testes/convocacao.js';
import { vagasOcupadas } from '../src/testes/turmas.js';

/**
 * A seat freed by a class change goes to the first on the waiting list in the same transaction, as one freed by a
 * cancellation does (decisions 1500 and 1521): otherwise the next newcomer takes it ahead of everyone waiting.
 */
const t = usarContextoDemo();

describe('troca de turma com lista de espera', () => {
  let cheia: number;
  let outra: number;
  let dono: Inscrito;
  let primeiro: Inscrito;

  beforeAll(async () => {
    cheia = await turmaVazia(t.ctx.db, 1);
    [dono, primeiro] = (await inscreverEmOrdem(t.ctx.app, cheia, 2, 'troca')) as [Inscrito, Inscrito];
    outra = await turmaVazia(t.ctx.db, 5);
  });

  it('quem troca de turma libera a vaga, e ela vai ao primeiro da espera, não a quem chega depois', async () => {
    expect(outra).not.toBe(cheia);
    expect((await statusDe(t.ctx.db, primeiro.idInscricao)).s).toBe(6);
    const r = await requisitar(t.ctx.app, 'PUT', '/v1/inscricao/viaRapida/emprego/update', {
      token: dono.token,
      body: { id: dono.idInscricao, idUsuario: dono.id, idTurmaPrincipal: outra },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ idTurmaPrincipal: outra, idStatusInscricao: 1 });
    expect((await statusDe(t.ctx.db, primeiro.idInscricao)).s).toBe(3);
    expect(await vagasOcupadas(t.ctx.db, cheia)).toBe(1);
    const [novato] = await inscreverEmOrdem(t.ctx.app, cheia, 1, 'novato');
    expect((await statusDe(t.ctx.db, novato!.idInscricao)).s).toBe(6);
  });
});
