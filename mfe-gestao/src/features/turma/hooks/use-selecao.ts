import { useCallback, useMemo, useState } from 'react';

/**
 * The enrolments ticked for a call-up; cleared when the list changes page or filter (what is ticked is on screen).
 * Only rows the list on screen offers (`selecionaveis`: active, on this page) count as ticked: when the list is read
 * again, as after a refused call-up, a row that moved on drops out and the others stay ticked for the next try.
 */
export function useSelecao(chave: string, selecionaveis: readonly number[]) {
  const [estado, setEstado] = useState({ chave, escolhidas: new Set<number>() });
  const escolhidas = useMemo(() => {
    const oferecidas = new Set(selecionaveis);
    const guardadas = estado.chave === chave ? [...estado.escolhidas] : [];
    return new Set(guardadas.filter((id) => oferecidas.has(id)));
  }, [estado, chave, selecionaveis]);
  const alternar = useCallback(
    (id: number) =>
      setEstado((atual) => {
        // What dropped out stays out: it is not ticked again unseen if it comes back.
        const oferecidas = new Set(selecionaveis);
        const guardadas = atual.chave === chave ? [...atual.escolhidas] : [];
        const nova = new Set(guardadas.filter((x) => oferecidas.has(x)));
        if (!nova.delete(id)) nova.add(id);
        return { chave, escolhidas: nova };
      }),
    [chave, selecionaveis],
  );
  const limpar = useCallback(() => setEstado({ chave, escolhidas: new Set() }), [chave]);
  return { escolhidas, alternar, limpar };
}
