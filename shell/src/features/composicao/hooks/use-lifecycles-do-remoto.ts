import { useCallback, useEffect, useState } from 'react';
import type { LifeCycles } from 'single-spa';
import type { CatalogoRemotos } from '../api/catalogo-remotos';
import { carregarSingleSpa, type MontarParcel } from '../api/single-spa-sob-demanda';

type Remote = string;

export type EstadoRemoto =
  | { fase: 'carregando' }
  | { fase: 'pronto'; lifecycles: LifeCycles; montar: MontarParcel }
  | { fase: 'indisponivel'; erro: unknown };

/**
 * Loads one remote's parcel lifecycles, and single-spa with them (in parallel; decision 0853). A failure becomes the 'indisponivel' state (never an exception that
 * would reach the shell), and `tentarNovamente` asks the catalogue to start that remote's load over.
 */
export function useLifecyclesDoRemoto(remoto: Remote, catalogo: CatalogoRemotos) {
  const [estado, setEstado] = useState<EstadoRemoto>({ fase: 'carregando' });
  const [tentativa, setTentativa] = useState(0);

  useEffect(() => {
    let ativo = true;
    setEstado({ fase: 'carregando' });
    const carregamento = tentativa === 0 ? catalogo.carregar(remoto) : catalogo.recarregar(remoto);
    Promise.all([carregamento, carregarSingleSpa()]).then(
      ([lifecycles, { mountRootParcel }]) =>
        ativo && setEstado({ fase: 'pronto', lifecycles, montar: mountRootParcel }),
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
