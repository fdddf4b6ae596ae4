import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A positive whole number from the query string, or undefined (a hand-edited URL never breaks the page). */
export function inteiroPositivo(valor: string | null): number | undefined {
  if (valor === null || !/^\d{1,9}$/.test(valor)) return undefined;
  const n = Number(valor);
  return n >= 1 ? n : undefined;
}

/**
 * Filters and page live in the query string, so a list can be bookmarked, shared and survives a reload; changing a
 * filter goes back to page 1.
 */
export function useParametros<K extends string>(nomes: readonly K[]) {
  const [busca, setBusca] = useSearchParams();
  const valores = Object.fromEntries(nomes.map((n) => [n, inteiroPositivo(busca.get(n))])) as Record<
    K,
    number | undefined
  >;
  const pagina = inteiroPositivo(busca.get('pagina')) ?? 1;
  const mudar = useCallback(
    (mudancas: Partial<Record<K | 'pagina', number | undefined>>) => {
      setBusca((atual) => {
        const nova = new URLSearchParams(atual);
        if (!('pagina' in mudancas)) nova.delete('pagina');
        for (const [nome, valor] of Object.entries(mudancas)) {
          if (valor === undefined || (valor === 1 && nome === 'pagina')) nova.delete(nome);
          else nova.set(nome, String(valor));
        }
        return nova;
      });
    },
    [setBusca],
  );
  return { valores, pagina, mudar };
}
