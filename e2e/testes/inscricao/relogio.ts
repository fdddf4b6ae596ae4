/**
 * Time in the call-up journeys: a deadline as the page shows it, the day it ends in São Paulo. The expiry itself (the
 * API's test clock moved past the deadline) is proven by api/test/convocacao-expira.test.ts (decision 1621).
 * Exported from convocacao.ts too. Not a spec: Playwright runs *.spec.ts only.
 */
export function dataDoPrazo(instante: string): string {
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(instante));
}
