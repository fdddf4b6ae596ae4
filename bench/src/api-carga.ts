/** Latency percentiles and throughput of a load: closed (N clients, next request on answer) or open (fixed rate). */
export interface Resultado {
  requisicoes: number;
  porSegundo: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  status: Record<number, number>;
}

/** Nearest-rank percentile of an ascending list (0 for an empty one). */
export function percentil(ordenados: number[], p: number): number {
  if (ordenados.length === 0) return 0;
  const indice = Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1);
  return ordenados[Math.max(0, indice)]!;
}

export function resumir(latencias: number[], status: Record<number, number>, segundos: number): Resultado {
  const ordenadas = [...latencias].sort((a, b) => a - b);
  return {
    requisicoes: ordenadas.length,
    porSegundo: segundos > 0 ? ordenadas.length / segundos : 0,
    p50Ms: percentil(ordenadas, 50),
    p95Ms: percentil(ordenadas, 95),
    p99Ms: percentil(ordenadas, 99),
    status,
  };
}

/** A status of -1 stands for a request that failed without an answer (connection refused, reset). */
async function medir(enviar: () => Promise<number>, latencias: number[], status: Record<number, number>) {
  const t0 = performance.now();
  const codigo = await enviar().catch(() => -1);
  latencias.push(performance.now() - t0);
  status[codigo] = (status[codigo] ?? 0) + 1;
}

/** Closed loop over a list: each item sent once, by `clientes` concurrent clients. */
export async function cargaFechada<T>(
  itens: T[],
  clientes: number,
  enviar: (item: T) => Promise<number>,
): Promise<Resultado> {
  const latencias: number[] = [];
  const status: Record<number, number> = {};
  let proximo = 0;
  const inicio = performance.now();
  async function cliente() {
    while (proximo < itens.length) {
      const item = itens[proximo++]!;
      await medir(() => enviar(item), latencias, status);
    }
  }
  await Promise.all(Array.from({ length: clientes }, cliente));
  return resumir(latencias, status, (performance.now() - inicio) / 1000);
}

/** Closed loop for a fixed time: `clientes` clients repeat the same request until `segundos` have passed. */
export async function cargaPorTempo(
  clientes: number,
  segundos: number,
  enviar: (cliente: number) => Promise<number>,
): Promise<Resultado> {
  const latencias: number[] = [];
  const status: Record<number, number> = {};
  const inicio = performance.now();
  const fim = inicio + segundos * 1000;
  async function cliente(n: number) {
    while (performance.now() < fim) await medir(() => enviar(n), latencias, status);
  }
  await Promise.all(Array.from({ length: clientes }, (_, n) => cliente(n)));
  return resumir(latencias, status, (performance.now() - inicio) / 1000);
}

/**
 * Open loop: items sent at a fixed rate whatever the answers' pace, so the latency seen is the one a steady load
 * below the limit gets (a closed loop would hide queueing by slowing its own arrivals).
 */
export async function cargaAberta<T>(
  itens: T[],
  porSegundo: number,
  enviar: (item: T) => Promise<number>,
): Promise<Resultado> {
  const latencias: number[] = [];
  const status: Record<number, number> = {};
  const inicio = performance.now();
  const pendentes: Promise<void>[] = [];
  for (let i = 0; i < itens.length; i += 1) {
    const devido = inicio + (i * 1000) / porSegundo;
    const espera = devido - performance.now();
    if (espera > 1) await new Promise((r) => setTimeout(r, espera));
    pendentes.push(medir(() => enviar(itens[i]!), latencias, status));
  }
  await Promise.all(pendentes);
  return resumir(latencias, status, (performance.now() - inicio) / 1000);
}
