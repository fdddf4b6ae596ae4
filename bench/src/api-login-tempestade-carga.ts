/**
 * The traffic of the sign-in storm (api-login-tempestade.ts): sign-ins, catalogue reads, and the closed loop that sends
 * them for a fixed time and measures their latencies.
 */
import { percentil, type Resultado } from './api-carga.js';
import { BASE, SENHA } from './api-login-tempestade-preparo.js';

/** Citizens come from many addresses: each client its own (documentation range), under the per-address guard. */
export function entrar(email: string, cliente: number): Promise<number> {
  return fetch(`${BASE}/v1/usuario/authentication`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: 'XSRF-TOKEN=b',
      'x-xsrf-token': 'b',
      'x-forwarded-for': `198.51.100.${cliente % 250}`,
    },
    body: JSON.stringify({ login: email, senha: SENHA }),
  }).then(
    async (r) => (await r.arrayBuffer(), r.status),
    () => 0,
  );
}

export const lerCatalogo = () =>
  fetch(`${BASE}/v1/cursos`).then(
    async (r) => (await r.arrayBuffer(), r.status),
    () => 0,
  );

/** Closed loop for a fixed time: each client sends its next request on answer, until the time is up. */
export async function cargaPorTempo(
  clientes: number,
  segundos: number,
  enviar: (i: number) => Promise<number>,
): Promise<Resultado> {
  const fim = performance.now() + segundos * 1000;
  const latencias: number[] = [];
  const status: Record<number, number> = {};
  let proximo = 0;
  const cliente = async () => {
    while (performance.now() < fim) {
      const t0 = performance.now();
      const codigo = await enviar(proximo++);
      latencias.push(performance.now() - t0);
      status[codigo] = (status[codigo] ?? 0) + 1;
    }
  };
  const inicio = performance.now();
  await Promise.all(Array.from({ length: clientes }, cliente));
  latencias.sort((a, b) => a - b);
  const porSegundo = latencias.length / ((performance.now() - inicio) / 1000);
  return {
    requisicoes: latencias.length,
    porSegundo,
    p50Ms: percentil(latencias, 50),
    p95Ms: percentil(latencias, 95),
    p99Ms: percentil(latencias, 99),
    status,
  };
}
