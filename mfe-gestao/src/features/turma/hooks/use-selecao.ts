import { useCallback, useState } from 'react';

/** The enrolments ticked for a call-up; cleared when the list changes page or filter (what is ticked is on screen). */
export function useSelecao(chave: string) {
  const [estado, setEstado] = useState({ chave, escolhidas: new Set<number>() });
  const escolhidas = estado.chave === chave ? estado.escolhidas : new Set<number>();
  const alternar = useCallback(
    (id: number) =>
      setEstado((atual) => {
        const nova = new Set(atual.chave === chave ? atual.escolhidas : []);
        if (!nova.delete(id)) nova.add(id);
        return { chave, escolhidas: nova };
      }),
    [chave],
  );
  const limpar = useCallback(() => setEstado({ chave, escolhidas: new Set() }), [chave]);
  return { escolhidas, alternar, limpar };
}
