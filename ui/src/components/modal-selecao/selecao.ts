import { useState } from 'react';

export interface ItemSelecao {
  id: string | number;
  rotulo: string;
  descricao?: string;
}

/** Case- and accent-insensitive, so "sao paulo" finds "São Paulo". */
export function normalizar(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

export function filtrarItens<T extends ItemSelecao>(itens: readonly T[], termo: string): readonly T[] {
  const busca = normalizar(termo);
  return busca === '' ? itens : itens.filter((item) => normalizar(item.rotulo).includes(busca));
}

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
