import { useCallback, useEffect, useState } from 'react';
import type { RegistroLido } from '@portal/contracts';
import type { CatalogoRemotos } from '../api/catalogo-remotos';

/**
 * The registry as the catalogue read it: at once when it is already read (every navigation after the first), after
 * one await otherwise. `lerDeNovo` asks again (the catalogue forgets a failed read).
 */
export function useRegistroLido(catalogo: CatalogoRemotos) {
  const [registro, setRegistro] = useState<RegistroLido | null>(() => catalogo.registroLido());
  const [tentativa, setTentativa] = useState(0);

  useEffect(() => {
    if (tentativa === 0 && catalogo.registroLido()) return;
    let ativo = true;
    void catalogo.iniciar().then((lido) => ativo && setRegistro(lido));
    return () => {
      ativo = false;
    };
  }, [catalogo, tentativa]);

  const lerDeNovo = useCallback(() => {
    setRegistro(null);
    setTentativa((n) => n + 1);
  }, []);
  return { registro, lerDeNovo };
}
