import { useCallback, useEffect, useState } from 'react';
import type { LifeCycles } from 'single-spa';
type Remote = string;
import type { CatalogoRemotos } from '../api/catalogo-remotos';

export type EstadoRemoto =
  | { fase: 'carregando' }
  | { fase: 'pronto'; lifecycles: LifeCycles }
  | { fase: 'indisponivel'; erro: unknown };

/**
 * Loads one remote's parcel lifecycles. A failure becomes the 'indisponivel' state (never an exception that
 * would reach the shell), and `tentarNovamente` asks the catalogue to start that remote's load over.
 */
export function useLifecyclesDoRemoto(remoto: Remote, catalogo: CatalogoRemotos) {
  const [estado, setEstado] = useState<EstadoRemoto>({ fase: 'carregando' });
  const [tentativa, setTentativa] = useState(0);

  useEffect(() => {
    let ativo = true;
    setEstado({ fase: 'carregando' });
    const carregamento = tentativa === 0 ? catalogo.carregar(remoto) : catalogo.recarregar(remoto);
    carregamento.then(
      (lifecycles) => ativo && setEstado({ fase: 'pronto', lifecycles }),
      (erro: unknown) => {
        console.error(`[portal] falha ao carregar ${remoto}`, erro);
        if (ativo) setEstado({ fase: 'indisponivel', erro });
      },
    );
    return () => {
      ativo = false;
    };
  }, [remoto, catalogo, tentativa]);

  const marcarIndisponivel = useCallback((erro: unknown) => setEstado({ fase: 'indisponivel', erro }), []);
  const tentarNovamente = useCallback(() => setTentativa((n) => n + 1), []);

  return { estado, tentarNovamente, marcarIndisponivel };
}
