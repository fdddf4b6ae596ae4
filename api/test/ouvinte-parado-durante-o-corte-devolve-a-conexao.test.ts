import { descreverEmPostgres } from '../src/testes/contexto.js';
import { bancoAtrasDeUmRele } from '../src/testes/rele-tcp.js';

/**
 * A process shutting down while its outbox listener is reconnecting (decision 0214): the connection that opens after
 * the stop must go back to the pool, or the pool's end waits for it and the shutdown hangs until it is killed.
 */
let atras: Awaited<ReturnType<typeof bancoAtrasDeUmRele>>;

descreverEmPostgres('ouvinte parado no meio da reconexão', () => {
  beforeAll(async () => {
    atras = await bancoAtrasDeUmRele();
  });

  afterAll(async () => {
    await atras?.banco.descartar();
  });

  it('a conexão que abre depois da parada volta ao pool, e o banco fecha', async () => {
    const parar = await atras.db.ouvir('canal_de_teste', () => undefined);
    await atras.rele.fechar();
    // The listener has lost its connection and is opening another, patiently, against a refusing port.
    await new Promise((r) => setTimeout(r, 300));
    await parar();
    await atras.rele.abrir();
    // Let the patient opening find the port open again.
    await new Promise((r) => setTimeout(r, 1_500));

    // The deadline is cleared once the pool has closed: left pending, it outlives the file and holds the Jest worker.
    let prazo: NodeJS.Timeout | undefined;
    const fechou = await Promise.race([
      atras.db.close().then(() => true),
      new Promise<boolean>((r) => (prazo = setTimeout(() => r(false), 5_000))),
    ]);
    clearTimeout(prazo);
    await atras.rele.fechar();
    expect(fechou).toBe(true);
  }, 30_000);
});
