/**
 * The deadline of a call-up (decisions 1500 and 1520): `diasUteis` working days after the day of the call-up (that
 * day does not count; Saturday and Sunday are skipped; holidays are not modelled), until 23:59:59 in Brasília.
 * Brasília has kept UTC−3 all year since 2019, so the offset is fixed and needs no time-zone data.
 */
const BRASILIA_MS = -3 * 60 * 60 * 1000;
const UM_DIA_MS = 24 * 60 * 60 * 1000;

/** The calendar day in Brasília of an instant, as a UTC midnight (so getUTCDay is the day of the week there). */
function diaEmBrasilia(instante: Date): Date {
  const local = new Date(instante.getTime() + BRASILIA_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
}

export function prazoDaConvocacao(agora: Date, diasUteis: number): Date {
  if (!Number.isInteger(diasUteis) || diasUteis < 1) throw new RangeError('diasUteis deve ser inteiro ≥ 1');
  let dia = diaEmBrasilia(agora);
  for (let contados = 0; contados < diasUteis;) {
    dia = new Date(dia.getTime() + UM_DIA_MS);
    const semana = dia.getUTCDay();
    if (semana !== 0 && semana !== 6) contados += 1;
  }
  // 23:59:59 of that day in Brasília is 02:59:59 UTC of the next.
  return new Date(dia.getTime() + UM_DIA_MS - 1000 - BRASILIA_MS);
}

/** 'dd/mm/aaaa' of an instant in Brasília, as the candidate reads the deadline. */
export function dataEmBrasilia(instante: Date): string {
  const dia = diaEmBrasilia(instante);
  const dd = String(dia.getUTCDate()).padStart(2, '0');
  const mm = String(dia.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${dia.getUTCFullYear()}`;
}
