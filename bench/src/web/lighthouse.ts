/**
 * One Lighthouse run (mobile preset: simulated 150 ms RTT, 1.6 Mbit/s, CPU 4× or what `--cpu` chose, cpu.ts) against a
 * Chromium we started.
 */
import lighthouse from 'lighthouse';
import type { Medida } from './medianas.js';
import { multiplicadorDeCpu } from './cpu.js';
import { profundidadeDasRequisicoes, type EventoDeRede } from './profundidade.js';

interface ItemDeRede {
  resourceType?: string;
  transferSize?: number;
}

export interface ExecucaoLighthouse {
  medida: Medida;
  relatorio: unknown;
  /** Depth of each URL the page requested, to see which file came late. */
  profundidades: Record<string, number>;
}

/**
 * Chrome showed its own error page instead of the portal's (Lighthouse's CHROME_INTERSTITIAL_ERROR): the run measured
 * nothing. `falhas` are the requests that failed, from the run's DevTools log, to tell why.
 */
export class PaginaNaoCarregou extends Error {
  constructor(
    url: string,
    readonly codigo: string,
    readonly falhas: string[],
  ) {
    super(`Lighthouse em ${url}: ${codigo} (${falhas.join('; ') || 'nenhum pedido falhou no log'})`);
  }
}

/** The requests of a run that failed, as "url: error", from its DevTools log. */
function pedidosQueFalharam(log: EventoDeRede[]): string[] {
  const urls = new Map<string, string>();
  for (const { method, params } of log)
    if (method === 'Network.requestWillBeSent' && params.requestId && params.request?.url)
      urls.set(params.requestId, params.request.url);
  return log
    .filter(({ method }) => method === 'Network.loadingFailed')
    .map(({ params }) => `${urls.get(params.requestId ?? '') ?? '?'}: ${params.errorText ?? '?'}`);
}

const numero = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) =>
  lhr.audits[id]?.numericValue ?? NaN;

/**
 * `segundaVisita`: Lighthouse keeps what the browser holds for the portal (service worker, its caches, the HTTP cache)
 * instead of clearing it first, so the run is a repeat visit (`aquecerSegundaVisita` opened the page before). The
 * preset's simulation replays every request over its network, an answer of the service worker included (decision
 * 0405): a simulated repeat visit cannot come out faster than the floor (`piso.ts`).
 */
export async function rodarLighthouse(
  url: string,
  porta: number,
  { segundaVisita = false, redeDeFora = false } = {},
): Promise<ExecucaoLighthouse> {
  const resultado = await lighthouse(url, {
    port: porta,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: segundaVisita,
    throttling: { cpuSlowdownMultiplier: multiplicadorDeCpu() },
    // `redeDeFora`: the network is already the preset's (rede-lenta.ts, for every request, the service worker's too);
    // Lighthouse applies only the CPU slowdown and measures what it sees.
    ...(redeDeFora && {
      throttlingMethod: 'devtools' as const,
      throttling: {
        requestLatencyMs: 0,
        downloadThroughputKbps: 0,
        uploadThroughputKbps: 0,
        cpuSlowdownMultiplier: multiplicadorDeCpu(),
      },
    }),
  });
  if (!resultado) throw new Error(`Lighthouse não devolveu resultado para ${url}`);
  const { lhr, artifacts } = resultado;
  const log = (artifacts as unknown as { DevtoolsLog?: EventoDeRede[] }).DevtoolsLog ?? [];
  if (lhr.runtimeError?.code === 'CHROME_INTERSTITIAL_ERROR')
    throw new PaginaNaoCarregou(url, lhr.runtimeError.code, pedidosQueFalharam(log));
  if (lhr.runtimeError) throw new Error(`Lighthouse em ${url}: ${lhr.runtimeError.message}`);
  const itens = ((lhr.audits['network-requests']?.details as { items?: ItemDeRede[] } | undefined)?.items ??
    []) as ItemDeRede[];
  const jsBytes = itens
    .filter((i) => i.resourceType === 'Script')
    .reduce((total, i) => total + (i.transferSize ?? 0), 0);
  const { maxima, porUrl } = profundidadeDasRequisicoes(log);
  return {
    medida: {
      lcpMs: numero(lhr, 'largest-contentful-paint'),
      fcpMs: numero(lhr, 'first-contentful-paint'),
      tbtMs: numero(lhr, 'total-blocking-time'),
      cls: numero(lhr, 'cumulative-layout-shift'),
      jsBytes,
      profundidade: maxima || null,
    },
    relatorio: lhr,
    profundidades: Object.fromEntries(porUrl),
  };
}
