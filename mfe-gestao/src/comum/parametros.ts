import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGINA_MAXIMA } from '@portal/contracts';

/**
 * A whole number from 1 to `maximo` from the query string, or undefined: a hand-edited or old URL never breaks the
 * page, and never sends the API what its contract refuses (a 400 instead of the list).
 */
export function inteiroPositivo(valor: string | null, maximo: number): number | undefined {
  if (valor === null || !/^\d{1,9}$/.test(valor)) return undefined;
  const n = Number(valor);
  return n >= 1 && n <= maximo ? n : undefined;
}

/** How the query string changes: `substituir` corrects the current entry instead of adding one to the history. */
export interface ModoDaMudanca {
  substituir?: boolean;
}

/**
 * Filters and page live in the query string, so a list can be bookmarked, shared and survives a reload; changing a
 * filter goes back to page 1. `maximos` gives each filter's largest value the API accepts.
 */
export function useParametros<K extends string>(maximos: Readonly<Record<K, number>>) {
  const [busca, setBusca] = useSearchParams();
  const nomes = Object.keys(maximos) as K[];
  const valores = Object.fromEntries(
    nomes.map((n) => [n, inteiroPositivo(busca.get(n), maximos[n])]),
  ) as Record<K, number | undefined>;
  const pagina = inteiroPositivo(busca.get('pagina'), PAGINA_MAXIMA) ?? 1;
  const mudar = useCallback(
    (mudancas: Partial<Record<K | 'pagina', number | undefined>>, modo: ModoDaMudanca = {}) => {
      setBusca(
        (atual) => {
          const nova = new URLSearchParams(atual);
          if (!('pagina' in mudancas)) nova.delete('pagina');
          for (const [nome, valor] of Object.entries(mudancas)) {
            if (valor === undefined || (valor === 1 && nome === 'pagina')) nova.delete(nome);
            else nova.set(nome, String(valor));
          }
          return nova;
        },
        { replace: modo.substituir ?? false },
      );
    },
    [setBusca],
  );
  return { valores, pagina, mudar };
}
