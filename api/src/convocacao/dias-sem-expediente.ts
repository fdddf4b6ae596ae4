/**
 * The days a call-up's working days skip besides weekends (decision 1522): the national holidays, the state of São
 * Paulo's (9 July), and the days the state's public service does not open (carnival Monday and Tuesday, Corpus
 * Christi), so that a citizen never loses a day to a closed office. Municipal holidays vary by unit and are not here.
 */

const FIXOS = new Set([
  '01-01', // Confraternização Universal
  '04-21', // Tiradentes
  '05-01', // Dia do Trabalho
  '07-09', // Revolução Constitucionalista (state of São Paulo)
  '09-07', // Independência
  '10-12', // Nossa Senhora Aparecida
  '11-02', // Finados
  '11-15', // Proclamação da República
  '12-25', // Natal
]);

/** Dia Nacional de Zumbi e da Consciência Negra, a national holiday from 2024 (Lei 14.759/2023). */
const CONSCIENCIA_NEGRA_DESDE = 2024;

const UM_DIA_MS = 24 * 60 * 60 * 1000;

/** Easter Sunday of the year, as a UTC midnight (the anonymous Gregorian algorithm). */
function pascoa(ano: number): number {
  const a = ano % 19;
  const b = Math.floor(ano / 100);
  const c = ano % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const mes = Math.floor((h + l - 7 * m + 114) / 31);
  const dia = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(ano, mes - 1, dia);
}

/** Days from Easter: carnival Monday and Tuesday, Good Friday, Corpus Christi. */
const MOVEIS_DESDE_A_PASCOA = [-48, -47, -2, 60];

/** Whether the calendar day (a UTC midnight, as `diaEmBrasilia` gives it) is a holiday or a day without service. */
export function semExpediente(dia: Date): boolean {
  const ano = dia.getUTCFullYear();
  const mesEDia = dia.toISOString().slice(5, 10);
  if (FIXOS.has(mesEDia)) return true;
  if (mesEDia === '11-20' && ano >= CONSCIENCIA_NEGRA_DESDE) return true;
  const domingoDePascoa = pascoa(ano);
  return MOVEIS_DESDE_A_PASCOA.some((dias) => domingoDePascoa + dias * UM_DIA_MS === dia.getTime());
}
