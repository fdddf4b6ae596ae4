export interface ItemSelecao {
  id: string | number;
  rotulo: string;
  descricao?: string;
}

/** Case- and accent-insensitive, so "sao paulo" finds "São Paulo". */
export function normalizar(texto: string): string {
  return texto.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

export function filtrarItens<T extends ItemSelecao>(itens: readonly T[], termo: string): readonly T[] {
  const busca = normalizar(termo);
  return busca === '' ? itens : itens.filter((item) => normalizar(item.rotulo).includes(busca));
}
