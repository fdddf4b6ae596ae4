import { useEffect, useState } from 'react';

const UM_MINUTO = 60_000;

/**
 * The current time, refreshed once a minute: enough for a countdown in whole hours and days, and never a per-second
 * ticking that would keep a screen reader busy (the text it feeds is not a live region).
 */
export function useAgora(intervaloMs = UM_MINUTO): Date {
  const [agora, setAgora] = useState(() => new Date());
  useEffect(() => {
    const relogio = setInterval(() => setAgora(new Date()), intervaloMs);
    return () => clearInterval(relogio);
  }, [intervaloMs]);
  return agora;
}
