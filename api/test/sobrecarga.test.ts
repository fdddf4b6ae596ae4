import { Mensagem } from '@portal/contracts';
import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { requisitar } from '../src/testes/cliente.js';
import { somasDasTabelas } from '../src/testes/somas.js';

/**
 * Overload sheds (decision 0165): with the event loop blocked past the limit, a new request, an enrolment included,
 * is answered 503 + Retry-After in the {message, errors} shape, before it touches the database.
 */
let ctx: Contexto;
beforeAll(async () => {
  ctx = await criarContexto({ config: { sobrecargaAtrasoMaximoMs: 50, sobrecargaAmostraMs: 10 } });
});
afterAll(() => ctx.fechar());

/** Holds the event loop the way a CPU-bound storm would, then lets under-pressure take its next sample. */
async function travarOLoop(ms: number): Promise<void> {
  const fim = Date.now() + ms;
  while (Date.now() < fim) {
    // busy: nothing else runs on this process meanwhile
  }
  await new Promise((r) => setTimeout(r, 30));
}

describe('sobrecarga', () => {
  it('loop travado: 503 com Retry-After e a mensagem calma, e nada é gravado', async () => {
    const antes = await somasDasTabelas(ctx.db);
    await travarOLoop(400);
    const r = await requisitar(ctx.app, 'POST', '/v1/inscricao/InscriverProgramaNovo/1', {
      body: { idTurmaPrincipal: 1, idUsuario: 1, idStatusInscricao: 1 },
    });
    expect(r.statusCode).toBe(503);
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    expect(r.json()).toEqual({
      message: Mensagem.portalSobrecarregado,
      errors: [Mensagem.portalSobrecarregado],
    });
    expect(await somasDasTabelas(ctx.db)).toEqual(antes);
  });
});
