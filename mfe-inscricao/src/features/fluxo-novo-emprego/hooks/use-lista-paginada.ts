import { useMemo, useState } from 'react';

const PAGINA = 50;

/** Case- and accent-insensitive, so "sao jose" finds "São José dos Campos". */
function normalizar(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/**
 * Search and infinite scroll over a long list already in memory (São Paulo has 645 municipalities):
 * the modal renders a page at a time and asks for more as the candidate scrolls.
 */
export function useListaPaginada<T extends { rotulo: string }>(todos: readonly T[]) {
  const [termo, setTermo] = useState('');
  const [limite, setLimite] = useState(PAGINA);
  const filtrados = useMemo(() => {
    const busca = normalizar(termo);
    return busca === '' ? todos : todos.filter((item) => normalizar(item.rotulo).includes(busca));
  }, [todos, termo]);

  return {
    itens: filtrados.slice(0, limite),
    temMais: filtrados.length > limite,
    buscar: (novo: string) => {
      setTermo(novo);
      setLimite(PAGINA);
    },
    carregarMais: () => setLimite((atual) => atual + PAGINA),
  };
}
