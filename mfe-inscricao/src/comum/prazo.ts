import { formatarData } from '@portal/ui';

const HORA = 60 * 60_000;
const DIA = 24 * HORA;

/**
 * How long is left until a call-up's deadline, in words ("faltam 2 dias", "falta menos de 1 hora"). Whole units,
 * rounded down: the candidate is never told there is more time than there is. Empty for a value that is not a date.
 */
export function tempoRestante(prazo: string, agora: Date): string {
  const resta = Date.parse(prazo) - agora.getTime();
  if (Number.isNaN(resta)) return '';
  if (resta <= 0) return 'prazo encerrado';
  if (resta < HORA) return 'falta menos de 1 hora';
  const [quantos, unidade] =
    resta < DIA ? [Math.floor(resta / HORA), 'hora'] : [Math.floor(resta / DIA), 'dia'];
  return quantos === 1 ? `falta 1 ${unidade}` : `faltam ${quantos} ${unidade}s`;
}

/** The deadline as a date: the day it ends in São Paulo (23:59:59 there, decision 1500). */
export function confirmeAte(prazo: string): string {
  return `Confirme até ${formatarData(prazo)}`;
}
