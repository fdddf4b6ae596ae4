import { Erros } from './http-error.js';

/**
 * Bounds the password hashes waiting for libuv's thread pool in this process (decision 0179). argon2 does not lag the
 * event loop, so the loop-lag guard (0165) cannot see a sign-in storm: without a bound, sign-ins queue for the hash
 * until the client gives up. Past the bound the caller gets the same calm 503 + Retry-After as any shed request, before
 * any counter or session is touched, so it may safely ask again.
 */
export class FilaDeHash {
  private pendentes = 0;

  constructor(private readonly maximo: number) {}

  async executar<T>(calcular: () => Promise<T>): Promise<T> {
    if (this.maximo > 0 && this.pendentes >= this.maximo) {
      throw Erros.sobrecarregado();
    }
    this.pendentes += 1;
    try {
      return await calcular();
    } finally {
      this.pendentes -= 1;
    }
  }
}
