import { useState } from 'react';
import type { ItemSelecao } from './filtrar';

/** Chosen items by id; kept apart from the visible list so a search never drops a choice. */
export function useSelecao<T extends ItemSelecao>(iniciais: readonly T[], multiplo: boolean) {
  const [selecionados, setSelecionados] = useState<ReadonlyMap<T['id'], T>>(
    () => new Map(iniciais.map((item) => [item.id, item] as const)),
  );

  const alternar = (item: T) =>
    setSelecionados((atuais) => {
      if (!multiplo) return new Map([[item.id, item] as const]);
      const proximos = new Map(atuais);
      if (proximos.has(item.id)) proximos.delete(item.id);
      else proximos.set(item.id, item);
      return proximos;
    });

  const limpar = () => setSelecionados(new Map());

  return { selecionados, alternar, limpar };
}
