/**
 * The calendar in Brasília, where the portal's days are counted (a call-up's deadline, a candidate's age by year).
 * Brasília has kept UTC−3 all year since 2019, so the offset is fixed and needs no time-zone data; the database counts
 * its "today" the same way (`HOJE_EM_BRASILIA`, db/sql/instante.ts).
 */
export const BRASILIA_MS = -3 * 60 * 60 * 1000;

/** The calendar day in Brasília of an instant, as a UTC midnight (so getUTCDay is the day of the week there). */
export function diaEmBrasilia(instante: Date): Date {
  const local = new Date(instante.getTime() + BRASILIA_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
}

/** The year in Brasília of an instant: at 22:00 on 31 December there it is still that year, not UTC's next. */
export const anoEmBrasilia = (instante: Date): number => diaEmBrasilia(instante).getUTCFullYear();

/**
 * A date whose year is Brasília's in any process time zone (1 July of that year), for contracts' `idadePorAno`, which
 * reads `getFullYear()` as the browser does.
 */
export const noAnoDeBrasilia = (instante: Date = new Date()): Date =>
  new Date(Date.UTC(anoEmBrasilia(instante), 6, 1));

/** 'dd/mm/aaaa' of an instant in Brasília, as the candidate reads the deadline. */
export function dataEmBrasilia(instante: Date): string {
  const dia = diaEmBrasilia(instante);
  const dd = String(dia.getUTCDate()).padStart(2, '0');
  const mm = String(dia.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${dia.getUTCFullYear()}`;
}
