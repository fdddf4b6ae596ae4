/** The pages of issue #12 and their targets (a benchmark, never a timed test: the numbers are printed, not asserted). */
export interface Meta {
  /** null: no LCP target for that row (a measurement that cannot show it, decision 0405). */
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number;
  jsKiB: number;
}

export interface Pagina {
  rota: string;
  /** Issue 30 item 2: the LCP target of a repeat visit, measured beside the first (`--segunda-visita`). */
  lcpSegundaVisitaMs?: number;
  /** Signed-in pages are measured with Playwright (Lighthouse would only see the sign-in redirect). */
  comSessao: boolean;
  meta: Meta;
}

const PUBLICA: Meta = { lcpMs: 1800, tbtMs: 150, cls: 0.05, jsKiB: 170 };

export const PAGINAS: readonly Pagina[] = [
  {
    rota: '/home',
    comSessao: false,
    meta: { lcpMs: 1800, tbtMs: 100, cls: 0.05, jsKiB: 120 },
    lcpSegundaVisitaMs: 400,
  },
  { rota: '/qualificaSP/cursos', comSessao: false, meta: PUBLICA, lcpSegundaVisitaMs: 500 },
  { rota: '/novoemprego/cursos', comSessao: false, meta: PUBLICA, lcpSegundaVisitaMs: 500 },
  { rota: '/meuprimeiroemprego', comSessao: false, meta: PUBLICA },
  { rota: '/usuario/login', comSessao: false, meta: PUBLICA },
  {
    rota: '/inscricao/historico',
    comSessao: true,
    meta: { lcpMs: 2500, tbtMs: null, cls: 0.05, jsKiB: 170 },
  },
];

/** Lighthouse's mobile preset, also applied by hand (CDP) to the signed-in page. */
export const ESTRANGULAMENTO = {
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  uploadKbps: 750,
  cpuSlowdownMultiplier: 4,
} as const;

/** The flags the e2e suite uses too (no network beyond loopback, no background traffic), plus headless. */
export const ARGUMENTOS_CHROMIUM =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync'.split(
    ' ',
  );

export { CHROMIUM } from '../config/env.js';
