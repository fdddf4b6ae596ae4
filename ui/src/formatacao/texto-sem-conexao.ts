// Not contracts' relogioDeSaoPaulo: the history page loads this first, and that general clock cost it 0.1 KiB over
// its byte budget (measured on 29/11/2026).
const diaEHoraEmSaoPaulo = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'Sem conexão — informações de dd/mm às hh:mm': how old what a page shows without a connection is (issue 30 §3). */
export function textoSemConexao(em: number | Date): string {
  const p = Object.fromEntries(diaEHoraEmSaoPaulo.formatToParts(em).map((x) => [x.type, x.value]));
  return `Sem conexão — informações de ${p.day}/${p.month} às ${p.hour}:${p.minute}`;
}
