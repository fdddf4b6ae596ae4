/**
 * Polls `condicao` until it holds or `prazoMs` passes, then returns either way: the test's own assertion right after
 * says what was missing, which a bare "time is up" would not.
 */
export async function esperarAte(condicao: () => boolean, prazoMs: number): Promise<void> {
  const fim = Date.now() + prazoMs;
  while (!condicao() && Date.now() < fim) await new Promise((r) => setTimeout(r, 50));
}
