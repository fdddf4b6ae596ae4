/** An instant column as ISO 8601 in UTC ('2026-11-26T02:59:59Z'), as contracts' instanteSchema. */
export const instanteIso = (coluna: string) =>
  `to_char(${coluna} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
