import { availableParallelism } from 'node:os';
import { Erros } from './http-error.js';

/** libuv's reading of UV_THREADPOOL_SIZE: 4 when unset, at least 1, at most 1024 (a negative number wraps to the top). */
export function tamanhoDoPoolDoLibuv(valor: string | undefined): number {
  if (valor === undefined) return 4;
  const n = Number.parseInt(valor, 10) || 0;
  if (n === 0) return 1;
  return n < 0 || n > 1024 ? 1024 : n;
}

/** The cores each of `processos` API processes has, rounded up. */
export const parteDosNucleos = (processos: number, nucleos = availableParallelism()) =>
  Math.ceil(nucleos / processos);

/**
 * How many hashes to hand libuv's pool at once (decision 0178), given its threads and this process's share of the
 * cores. A pool no bigger than the share gets one more than its size: each thread starts the next hash as soon as one
 * ends, without waiting for the event loop, and whatever else needs the pool (a new database connection's SCRAM
 * exchange, a log write, a DNS lookup, gov.br's token check) waits behind the running hashes and one more, not behind
 * the whole storm. A bigger pool (a single process keeps libuv's 4) gets the share: never more hashes than cores, and
 * the spare threads serve the rest.
 */
export function hashesEntreguesAoPool(threadsDoPool: number, parte: number): number {
  return threadsDoPool <= parte ? threadsDoPool + 1 : parte;
}

/**
 * The password hashes of this process: at most `noPool` are handed to libuv's pool at once (at least 1), the others
 * wait their turn here in arrival order, and no more than `maximo` wait or run (decision 0179).
 *
 * argon2 does not lag the event loop, so the loop-lag guard (0165) cannot see a sign-in storm: without a bound,
 * sign-ins queue for the hash until the client gives up. Past the bound the caller gets the same calm 503 +
 * Retry-After as any shed request, before any counter or session is touched, so it may safely ask again.
 */
export class FilaDeHash {
  private pendentes = 0;
  private entregues = 0;
  private readonly esperando: (() => void)[] = [];

  private readonly noPool: number;

  constructor(
    private readonly maximo: number,
    noPool: number,
  ) {
    this.noPool = Number.isFinite(noPool) ? Math.max(1, Math.floor(noPool)) : 1;
  }

  async executar<T>(calcular: () => Promise<T>): Promise<T> {
    if (this.maximo > 0 && this.pendentes >= this.maximo) {
      throw Erros.sobrecarregado();
    }
    this.pendentes += 1;
    try {
      await this.aVez();
      try {
        return await calcular();
      } finally {
        this.passarAVez();
      }
    } finally {
      this.pendentes -= 1;
    }
  }

  private aVez(): Promise<void> {
    if (this.entregues < this.noPool) {
      this.entregues += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.esperando.push(resolve));
  }

  /** The turn goes straight to the next in line, if any (then `entregues` stays as it is). */
  private passarAVez(): void {
    const proximo = this.esperando.shift();
    if (proximo) proximo();
    else this.entregues -= 1;
  }
}
