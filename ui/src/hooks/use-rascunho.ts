import { useCallback, useRef, useState } from 'react';
import { PREFIXO_DOS_RASCUNHOS } from '@portal/contracts';

export const prefixoRascunho = (chave: string): string => `${PREFIXO_DOS_RASCUNHOS}${chave}`;

function lerRascunho<T>(chave: string, inicial: T): T {
  try {
    const bruto = window.sessionStorage.getItem(prefixoRascunho(chave));
    return bruto === null ? inicial : (JSON.parse(bruto) as T);
  } catch {
    return inicial;
  }
}

function gravarRascunho(chave: string, valor: unknown): void {
  try {
    window.sessionStorage.setItem(prefixoRascunho(chave), JSON.stringify(valor));
  } catch {
    // Without sessionStorage the draft lives only in memory; the form still works.
  }
}

/**
 * Form state that survives a reload or a detour (e.g. a session expiry) in this tab, until
 * `limpar()` after a successful save. Tuple like useState: [valor, definir, limpar].
 */
export function useRascunho<T>(
  chave: string,
  inicial: T,
): [T, (valor: T | ((anterior: T) => T)) => void, () => void] {
  const [valor, setValor] = useState<T>(() => lerRascunho(chave, inicial));
  // The first initial value is the one to go back to, even if the caller passes a new literal each render.
  const inicialRef = useRef(inicial);

  const definir = useCallback(
    (novo: T | ((anterior: T) => T)) => {
      setValor((anterior) => {
        const proximo = typeof novo === 'function' ? (novo as (anterior: T) => T)(anterior) : novo;
        gravarRascunho(chave, proximo);
        return proximo;
      });
    },
    [chave],
  );

  const limpar = useCallback(() => {
    try {
      window.sessionStorage.removeItem(prefixoRascunho(chave));
    } catch {
      // Nothing stored, nothing to remove.
    }
    setValor(inicialRef.current);
  }, [chave]);

  return [valor, definir, limpar];
}
