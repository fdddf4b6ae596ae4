/** What every local service start function returns, and the plumbing they share (listen, close, CLI signals). */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ServicoIniciado {
  url: string;
  close(): Promise<void>;
}

/**
 * Listens on every interface (so both 127.0.0.1 and ::1 answer "localhost") unless given one address (staging puts
 * each part on its own loopback address); port 0 picks a free one.
 */
export async function ouvir(servidor: Server, porta: number, host?: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    servidor.once('error', reject);
    servidor.listen(porta, host, () => {
      servidor.off('error', reject);
      resolve();
    });
  });
  return (servidor.address() as AddressInfo).port;
}

export function fechar(servidor: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    servidor.close((erro) => (erro ? reject(erro) : resolve()));
    // Keep-alive connections from browsers would otherwise hold close() open.
    servidor.closeAllConnections();
  });
}

export function encerrarAoSinal(servico: ServicoIniciado): void {
  for (const sinal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(sinal, () => void servico.close().then(() => process.exit(0)));
  }
}
