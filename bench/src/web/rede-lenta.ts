/**
 * The preset's network for every request, the service worker's included (`--rede-lenta`, decision 0407): a TCP proxy
 * on loopback in front of the portal that delays each chunk by half the RTT in each direction, holds a new
 * connection's first bytes one more RTT (the handshake a phone pays), and paces what comes down to the preset's
 * throughput. Lighthouse's own limits apply to the page only, so a network-first page fetched by the worker escaped
 * them; here nothing does. Loopback only: it listens on 127.0.0.1 and connects to 127.0.0.1.
 */
import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { ESTRANGULAMENTO } from './paginas.js';

export interface RedeLenta {
  porta: number;
  /**
   * As Playwright's `networkidle`, seen from the wire: no connection waits for an answer to what its browser sent,
   * nothing waits in a queue, and no byte has moved for `ms`.
   */
  quieta(ms: number): boolean;
  parar(): Promise<void>;
}

/**
 * When each chunk may go: `atrasoMs` after it came, never before the previous one nor before `naoAntesDe`, and no
 * faster than `bytesPorMs` (0: no limit).
 */
export function agendador(
  atrasoMs: number,
  bytesPorMs: number,
  { naoAntesDe = 0, agora = Date.now }: { naoAntesDe?: number; agora?: () => number } = {},
) {
  let livreEm = naoAntesDe;
  return (bytes: number) => {
    const sai = Math.max(agora() + atrasoMs, livreEm) + (bytesPorMs > 0 ? bytes / bytesPorMs : 0);
    livreEm = sai;
    return sai;
  };
}

/**
 * One direction of a connection: each chunk waits in a queue until its time, and leaves in the order it came. (A
 * timer per chunk let two chunks due in the same millisecond swap, and the browser got a scrambled answer.)
 */
function encaminhar(
  de: Socket,
  para: Socket,
  quando: (bytes: number) => number,
  moveu: (chegou: boolean, pedaco: Buffer | null) => void,
) {
  const fila: { sai: number; pedaco: Buffer | null }[] = [];
  let relogio: NodeJS.Timeout | null = null;
  const escoar = () => {
    relogio = null;
    while (fila.length > 0 && fila[0]!.sai <= Date.now()) {
      const { pedaco } = fila.shift()!;
      moveu(false, pedaco);
      if (para.destroyed) continue;
      if (pedaco) para.write(pedaco);
      else para.end();
    }
    if (fila.length > 0) relogio = setTimeout(escoar, fila[0]!.sai - Date.now());
  };
  const enfileirar = (pedaco: Buffer | null) => {
    moveu(true, pedaco);
    fila.push({ sai: quando(pedaco?.length ?? 0), pedaco });
    relogio ??= setTimeout(escoar, Math.max(0, fila[0]!.sai - Date.now()));
  };
  de.on('data', (pedaco: Buffer) => enfileirar(pedaco));
  de.on('end', () => enfileirar(null));
  de.on('error', () => para.destroy());
}

export async function abrirRedeLenta(portaDoPortal: number): Promise<RedeLenta> {
  const meioRtt = ESTRANGULAMENTO.rttMs / 2;
  const descida = (ESTRANGULAMENTO.throughputKbps * 1024) / 8 / 1000;
  const subida = (ESTRANGULAMENTO.uploadKbps * 1024) / 8 / 1000;
  const conexoes = new Set<Socket>();
  // What `quieta` reads: chunks taken in and not yet given out, the last time one moved, and the connections whose
  // browser spoke last (HTTP/1.1 asks one thing at a time: it waits for the answer until the portal's bytes come).
  let naFila = 0;
  let ultimoMovimento = Date.now();
  const esperandoResposta = new Set<Socket>();
  const contar = (chegou: boolean) => {
    naFila += chegou ? 1 : -1;
    ultimoMovimento = Date.now();
  };
  const servidor = createServer((cliente) => {
    const portal = connect(portaDoPortal, '127.0.0.1');
    conexoes.add(cliente).add(portal);
    // The handshake: nothing of a new connection reaches the server before one RTT and a half.
    const naoAntesDe = Date.now() + ESTRANGULAMENTO.rttMs + meioRtt;
    encaminhar(cliente, portal, agendador(meioRtt, subida, { naoAntesDe }), (chegou, pedaco) => {
      contar(chegou);
      if (chegou && pedaco) esperandoResposta.add(cliente);
    });
    encaminhar(portal, cliente, agendador(meioRtt, descida), (chegou) => {
      contar(chegou);
      if (chegou) esperandoResposta.delete(cliente);
    });
    for (const lado of [cliente, portal])
      lado.on('close', () => {
        conexoes.delete(lado);
        esperandoResposta.delete(cliente);
      });
  });
  await new Promise<void>((pronto) => servidor.listen(0, '127.0.0.1', pronto));
  return {
    porta: (servidor.address() as AddressInfo).port,
    quieta: (ms) => naFila === 0 && esperandoResposta.size === 0 && Date.now() - ultimoMovimento >= ms,
    parar: () =>
      new Promise<void>((parado) => {
        conexoes.forEach((conexao) => conexao.destroy());
        servidor.close(() => parado());
      }),
  };
}
