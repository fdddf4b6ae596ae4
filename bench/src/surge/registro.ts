/** What the crowd saw, per step (catalogue, course, classes, seats, sign-in, enrolment): latencies and statuses. */
import { resumir, type Resultado } from '../api-carga.js';

export class Registro {
  private readonly passos = new Map<string, { latencias: number[]; status: Record<number, number> }>();
  readonly statusGerais: Record<number, number> = {};
  deliberados503 = 0;
  requisicoes = 0;

  anotar(passo: string, ms: number, status: number, retryAfter: boolean): void {
    const p = this.passos.get(passo) ?? { latencias: [], status: {} };
    this.passos.set(passo, p);
    p.latencias.push(ms);
    p.status[status] = (p.status[status] ?? 0) + 1;
    this.statusGerais[status] = (this.statusGerais[status] ?? 0) + 1;
    if (status === 503 && retryAfter) this.deliberados503 += 1;
    this.requisicoes += 1;
  }

  porPasso(segundos: number): [string, Resultado][] {
    return [...this.passos].map(([nome, p]) => [nome, resumir(p.latencias, p.status, segundos)]);
  }
}

export function linhasDosPassos(passos: [string, Resultado][]): string[] {
  const ms = (x: number) => `${x.toFixed(0)} ms`.padStart(8);
  return passos.map(
    ([nome, r]) =>
      `${nome.padEnd(12)} ${String(r.requisicoes).padStart(7)} req ${r.porSegundo.toFixed(0).padStart(6)}/s  p50 ${ms(r.p50Ms)}  p95 ${ms(r.p95Ms)}  p99 ${ms(r.p99Ms)}  ${JSON.stringify(r.status)}`,
  );
}
