import { Regras } from '@portal/contracts';
import { notificar } from '../notificacoes/notificar';

let chegadas: number[] = [];

/**
 * Global error handler with the spec's throttle: past 10 errors within 100 ms the extra ones are
 * dropped, so a failing loop cannot bury the user under toasts. Returns whether it was shown.
 */
export function reportarErro(erro: unknown, agora: number = Date.now()): boolean {
  chegadas = chegadas.filter((instante) => agora - instante < Regras.errosJanelaMs);
  chegadas.push(agora);
  if (chegadas.length > Regras.errosMaximoNaJanela) return false;
  console.error(erro);
  notificar.toastErro(erro);
  return true;
}
