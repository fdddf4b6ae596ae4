/** An instant column as ISO 8601 in UTC ('2026-11-26T02:59:59Z'), as contracts' instanteSchema. */
export const instanteIso = (coluna: string) =>
  `to_char(${coluna} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * Today's calendar day in Brasília, whatever the database session's time zone: a class open until a day, or a period
 * ending on one, closes at midnight there, not at 21:00 (UTC's midnight). Brasília keeps UTC−3 all year, as the
 * call-up deadline counts it (`lib/dia-em-brasilia.ts`).
 */
export const HOJE_EM_BRASILIA = `(now() AT TIME ZONE 'UTC' - interval '3 hours')::date`;
