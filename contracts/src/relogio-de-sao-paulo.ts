/**
 * The portal's public is in São Paulo: an instant is shown as São Paulo's clock showed it, whatever the zone of the
 * phone, the browser or the server. Every date-time the portal writes comes from here (issue 31), each in its own
 * words: a timeline, a class's history, a spreadsheet cell, a calendar file. Two narrower formatters stay apart on
 * purpose, because they are on pages' first loads and this general clock pushed those over the byte budget:
 * `formatarData` (ui, the day only) and `textoSemConexao` (ui, the offline notice).
 */
export const FUSO_DO_PORTAL = 'America/Sao_Paulo';

// en-GB and h23: two-digit parts, midnight as 00, whatever the locale's own conventions. Made at the first reading,
// not when the module loads: a page's first Intl object costs a 60–320 ms task at the mobile preset's 4× CPU
// (decision 0861).
let relogio: Intl.DateTimeFormat | undefined;
const formatoDoRelogio = () =>
  (relogio ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: FUSO_DO_PORTAL,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));

/** São Paulo's wall clock: every part with two digits, the year with four. */
export interface HoraDeSaoPaulo {
  ano: string;
  mes: string;
  dia: string;
  hora: string;
  minuto: string;
  segundo: string;
}

/** São Paulo's wall clock at `instante` (a Date, milliseconds or an ISO instant); null when it is not a date. */
export function relogioDeSaoPaulo(instante: Date | number | string): HoraDeSaoPaulo | null {
  const data = new Date(instante);
  if (Number.isNaN(data.getTime())) return null;
  const p = Object.fromEntries(
    formatoDoRelogio()
      .formatToParts(data)
      .map((x) => [x.type, x.value]),
  );
  return {
    ano: p.year ?? '',
    mes: p.month ?? '',
    dia: p.day ?? '',
    hora: p.hour ?? '',
    minuto: p.minute ?? '',
    segundo: p.second ?? '',
  };
}

/** 'dd/mm/aaaa, hh:mm', as people read when something happened; '' when `instante` is not a date. */
export function dataEHoraEmSaoPaulo(instante: Date | number | string): string {
  const r = relogioDeSaoPaulo(instante);
  return r ? `${r.dia}/${r.mes}/${r.ano}, ${r.hora}:${r.minuto}` : '';
}
