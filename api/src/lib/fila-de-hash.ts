import { Erros } from './http-error.js';

/**
 * The password hashes of this process: at most `noPool` are handed to libuv's pool at once, the others wait their
 * turn here in arrival order, and no more than `maximo` wait or run (decision 0179).
 *
 * The pool is this process's share of the cores (decision 0178), so hashes never outnumber the cores. `noPool` is
 * that size plus one: each thread starts the next hash as soon as one ends, without waiting for the event loop, and
 * whatever else needs the pool (a new database connection's SCRAM exchange, a log write, a DNS lookup, gov.br's token
 * check) waits behind one hash per thread, not behind the whole storm.
 *
 * argon2 does not lag the event loop, so the loop-lag guard (0165) cannot see a sign-in storm: without a bound,
 * sign-ins queue for the hash until the client gives up. Past the bound the caller gets the same calm 503 +
 * Retry-After as any shed request, before any counter or session is touched, so it may safely ask again.
 */
export class FilaDeHash {
  private pendentes = 0;
  private entregues = 0;
  private readonly esperando: (() => void)[] = [];

  constructor(
    private readonly maximo: number,
    private readonly noPool: number,
  ) {}

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
