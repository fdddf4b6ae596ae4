import { Regras } from '@portal/contracts';

/**
 * The spec's error throttle (§5, §9: past 10 errors within 100 ms the rest are discarded), kept ONCE for the
 * whole page. Its state lives on globalThis under a registered symbol, so every remote counts in the same
 * window even if one of them ended up with its own copy of shared-auth (a version that did not share).
 */
const CHAVE = Symbol.for('portal.limitadorDeErros');

interface EstadoLimitador {
  chegadas: number[];
  tratadorInstalado: boolean;
}

function estado(): EstadoLimitador {
  const global = globalThis as { [CHAVE]?: EstadoLimitador };
  global[CHAVE] ??= { chegadas: [], tratadorInstalado: false };
  return global[CHAVE];
}

/** Counts one error arriving now; false when it is past the limit and must be dropped. */
export function admitirErro(agora: number = Date.now()): boolean {
  const limitador = estado();
  limitador.chegadas = limitador.chegadas.filter((instante) => agora - instante < Regras.errosJanelaMs);
  limitador.chegadas.push(agora);
  return limitador.chegadas.length <= Regras.errosMaximoNaJanela;
}

/**
 * The global handler: a promise that nobody caught (typically a failed API call) reaches the user through
 * `reportar`, within the same throttle. Installed once per page, however many copies call it.
 */
export function instalarTratadorGlobalDeErros(reportar: (erro: unknown) => void): void {
  const limitador = estado();
  if (limitador.tratadorInstalado || typeof window === 'undefined') return;
  limitador.tratadorInstalado = true;
  window.addEventListener('unhandledrejection', (evento) => {
    // reportar logs it (unless dropped): the browser's own log would say it twice.
    evento.preventDefault();
    reportar(evento.reason);
  });
}
