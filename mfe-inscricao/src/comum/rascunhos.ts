/**
 * The flow's pages keep what was selected but not yet saved with ui's useRascunho (sessionStorage, key
 * `rascunho:<chave>`), all under `inscricao:`. Once the enrolment is saved they are cleared, so the next
 * enrolment starts from the stored choices only.
 */
const PREFIXO = 'rascunho:inscricao:';

export function limparRascunhosDoFluxo(): void {
  try {
    const chaves = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i));
    for (const chave of chaves) if (chave?.startsWith(PREFIXO)) sessionStorage.removeItem(chave);
  } catch {
    // No sessionStorage: there is no draft to clear either.
  }
}
