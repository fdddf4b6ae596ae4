import type pg from 'pg';
import { conectarComPaciencia } from './falha-de-conexao.js';

/** Pause before listening again, doubling up to the ceiling: a primary's restart takes seconds, a failover longer. */
const PAUSA_INICIAL_MS = 100;
const PAUSA_MAXIMA_MS = 5_000;

const esperar = (ms: number) => new Promise<void>((pronto) => setTimeout(pronto, ms));

/**
 * LISTEN on `canal` over a connection of its own that comes back by itself. The connection dies under the process
 * when the primary (or the pooler in front of it) restarts; pg then emits 'error' on a client nobody is querying, and
 * an unheard 'error' ends the process. Here it is heard: the dead connection is dropped, another one LISTENs again, and
 * `aoVoltar` runs, because every NOTIFY sent in between reached nobody (decision 0214).
 */
export async function ouvirSempre(
  sessao: pg.Pool,
  canal: string,
  aoNotificar: (carga: string) => void,
  aoVoltar: () => void,
  aoPerderConexao: (erro: Error) => void,
): Promise<() => Promise<void>> {
  let parado = false;
  let atual: pg.PoolClient | null = null;
  // A client goes back to the pool once: stopping hands it back, and the primary going away afterwards still emits
  // 'error' on it (our listener stays, so that error is heard); a second release throws inside pg's event.
  const devolvidos = new WeakSet<pg.PoolClient>();
  const devolver = (client: pg.PoolClient, erro?: Error) => {
    if (devolvidos.has(client)) return;
    devolvidos.add(client);
    client.release(erro);
  };
  const notificacao = (n: pg.Notification) => {
    if (n.channel === canal) aoNotificar(n.payload ?? '');
  };

  async function escutar(): Promise<void> {
    const client = await conectarComPaciencia(() => sessao.connect());
    let caiu = false;
    const aoCair = (erro: Error) => {
      if (caiu) return;
      caiu = true;
      client.off('notification', notificacao);
      devolver(client, erro);
      if (atual !== client) return;
      atual = null;
      aoPerderConexao(erro);
      void voltar();
    };
    // Kept for the client's whole life: a second 'error' of a dropped connection is heard too, and ignored.
    client.on('error', aoCair);
    client.on('notification', notificacao);
    try {
      await client.query(`LISTEN ${client.escapeIdentifier(canal)}`);
    } catch (erro) {
      aoCair(erro as Error);
      throw erro;
    }
    atual = client;
  }

  async function soltar(): Promise<void> {
    const client = atual;
    atual = null;
    if (!client) return;
    client.off('notification', notificacao);
    await client.query(`UNLISTEN ${client.escapeIdentifier(canal)}`).catch(() => undefined);
    devolver(client);
  }

  async function voltar(): Promise<void> {
    for (let pausa = PAUSA_INICIAL_MS; !parado; pausa = Math.min(pausa * 2, PAUSA_MAXIMA_MS)) {
      try {
        await escutar();
        // Stopped while this connection was opening: handed back, or the pool's end would wait for it.
        if (parado) return await soltar();
        aoVoltar();
        return;
      } catch {
        await esperar(pausa);
      }
    }
  }

  await escutar();
  return async () => {
    parado = true;
    await soltar();
  };
}
