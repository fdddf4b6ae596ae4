// Not contracts' relogioDeSaoPaulo: the history page loads this first, and that general clock cost it 0.1 KiB over
// its byte budget (measured on 29/11/2026).
// Made when a notice is written, not when the module loads: the installed portal's chunk brings this module to every
// page, and a page's first Intl object costs a 60–320 ms task at the mobile preset's 4× CPU (decision 0861).
let diaEHoraEmSaoPaulo: Intl.DateTimeFormat | undefined;
const formatoDoDiaEHora = () =>
  (diaEHoraEmSaoPaulo ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** 'Sem conexão — informações de dd/mm às hh:mm': how old what a page shows without a connection is (issue 30 §3). */
export function textoSemConexao(em: number | Date): string {
  const p = Object.fromEntries(
    formatoDoDiaEHora()
      .formatToParts(em)
      .map((x) => [x.type, x.value]),
  );
  return `Sem conexão — informações de ${p.day}/${p.month} às ${p.hour}:${p.minute}`;
}
