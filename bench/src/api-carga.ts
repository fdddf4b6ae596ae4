/** Latency percentiles and throughput of a closed-loop load: N clients, each sending its next request on answer. */
export interface Resultado {
  requisicoes: number;
  porSegundo: number;
  p50Ms: number;
  p99Ms: number;
  status: Record<number, number>;
}

export function percentil(ordenados: number[], p: number): number {
  if (ordenados.length === 0) return 0;
  const indice = Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1);
  return ordenados[Math.max(0, indice)]!;
}

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
      const t0 = performance.now();
      const codigo = await enviar(item);
      latencias.push(performance.now() - t0);
      status[codigo] = (status[codigo] ?? 0) + 1;
    }
  }
  await Promise.all(Array.from({ length: clientes }, cliente));
  const segundos = (performance.now() - inicio) / 1000;
  latencias.sort((a, b) => a - b);
  return {
    requisicoes: latencias.length,
    porSegundo: latencias.length / segundos,
    p50Ms: percentil(latencias, 50),
    p99Ms: percentil(latencias, 99),
    status,
  };
}
