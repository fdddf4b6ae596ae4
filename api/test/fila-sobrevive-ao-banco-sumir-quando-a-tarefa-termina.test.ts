import type { FastifyInstance } from 'fastify';
import { appSobre, descreverEmPostgres } from '../src/testes/contexto.js';
import { bancoAtrasDeUmRele } from '../src/testes/rele-tcp.js';
import { esperarAte } from '../src/testes/esperar.js';

/**
 * pg-boss 10 marks a job completed (or failed) after running it without awaiting that statement (manager.js,
 * onFetch). With the database out of reach at that moment (PgBouncer restarting), the rejection was unhandled, and
 * an unhandled rejection ends a Node process: the API went down with every request in flight. Here the database
 * goes away just as a job ends: the process stays, and the queue works again when the database is back.
 */
let atras: Awaited<ReturnType<typeof bancoAtrasDeUmRele>>;
let app: FastifyInstance;

descreverEmPostgres('fila: o banco some quando uma tarefa termina', () => {
  beforeAll(async () => {
    atras = await bancoAtrasDeUmRele();
    app = await appSobre(atras.db);
  });

  afterAll(async () => {
    await app?.close();
    await atras?.descartar();
  });

  it('nada derruba o processo, e de volta a fila segue', async () => {
    let fim = false;
    await app.fila.definir('some-no-fim', { tentativas: 1, esperaSegundos: 1 }, async () => {
      // The statement that marks this job completed finds the port refusing, past the connection's patience.
      await atras.rele.fechar();
      fim = true;
    });
    await app.fila.enviar('some-no-fim', {}, 'unica');
    await esperarAte(() => fim, 15_000);
    expect(fim).toBe(true);
    await new Promise((r) => setTimeout(r, 2_500));
    await atras.rele.abrir();

    const feitas: number[] = [];
    await app.fila.definir<{ n: number }>('depois', { tentativas: 1, esperaSegundos: 1 }, async ({ n }) => {
      feitas.push(n);
    });
    await app.fila.enviar('depois', { n: 1 }, 'n1');
    await esperarAte(() => feitas.length === 1, 15_000);
    expect(feitas).toEqual([1]);
  }, 60_000);
});
