/** One Lighthouse run (mobile preset: simulated 150 ms RTT, 1.6 Mbit/s, 4× CPU) against a Chromium we started. */
import lighthouse from 'lighthouse';
import type { Medida } from './medianas.js';
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

const numero = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) =>
  lhr.audits[id]?.numericValue ?? NaN;

/**
 * `segundaVisita`: Lighthouse keeps what the browser holds for the portal (service worker, its caches, the HTTP cache)
 * instead of clearing it first, so the run is a repeat visit (`aquecerSegundaVisita` opened the page before).
 *
 * `aplicado`: the preset's network and CPU limits are applied to the browser (Lighthouse's `devtools` method) instead
 * of simulated from an unthrottled load. The simulation replays every request the page made over the preset's network,
 * and it counts an answer from the service worker as one of them (only the HTTP cache is local to it), so a repeat
 * visit it simulates costs what a first one does; applied limits spare what never leaves the phone.
 */
export async function rodarLighthouse(
  url: string,
  porta: number,
  { segundaVisita = false, aplicado = false } = {},
): Promise<ExecucaoLighthouse> {
  const resultado = await lighthouse(url, {
    port: porta,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: segundaVisita,
    throttlingMethod: aplicado ? 'devtools' : 'simulate',
  });
  if (!resultado) throw new Error(`Lighthouse não devolveu resultado para ${url}`);
  const { lhr, artifacts } = resultado;
  if (lhr.runtimeError) throw new Error(`Lighthouse em ${url}: ${lhr.runtimeError.message}`);
  const itens = ((lhr.audits['network-requests']?.details as { items?: ItemDeRede[] } | undefined)?.items ??
    []) as ItemDeRede[];
  const jsBytes = itens
    .filter((i) => i.resourceType === 'Script')
    .reduce((total, i) => total + (i.transferSize ?? 0), 0);
  const log = (artifacts as unknown as { DevtoolsLog?: EventoDeRede[] }).DevtoolsLog ?? [];
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
