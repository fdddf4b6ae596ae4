/** A calendar date as the API sends it ('aaaa-mm-dd'), with nothing after it. */
const DATA_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An instant: an ISO date followed by a time (and usually a zone). */
const INSTANTE_ISO = /^\d{4}-\d{2}-\d{2}T/;

// The portal's public is in São Paulo: an instant is shown as the day it was there, whatever the browser's zone.
// Not contracts' relogioDeSaoPaulo: this is on every page's first load, where that general clock cost 0.1–0.3 KiB
// (and a chunk of its own) over the byte budget, measured on 29/11/2026.
// Made at the first instant shown, never when the module loads: a page's first Intl object starts the browser's ICU,
// a task of 60–320 ms at the mobile preset's 4× CPU (decision 0861), and most pages show no instant.
let diaEmSaoPaulo: Intl.DateTimeFormat | undefined;
const formatoDoDia = () =>
  (diaEmSaoPaulo ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }));

/**
 * The one date formatter of every remote: dd/mm/aaaa from the API's ISO value. A date-only value is rearranged as
 * text, never through `new Date()` (which reads it as UTC midnight and shows the day before west of Greenwich).
 * Anything else comes back unchanged rather than as 'undefined/undefined/…'.
 */
export function formatarData(valor: string): string {
  const data = DATA_ISO.exec(valor);
  if (data) return `${data[3]}/${data[2]}/${data[1]}`;
  if (INSTANTE_ISO.test(valor)) {
    const instante = new Date(valor);
    if (!Number.isNaN(instante.getTime())) return formatoDoDia().format(instante);
  }
  return valor;
}
