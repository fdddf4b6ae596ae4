import { useCallback, useEffect, useState } from 'react';
import type { LifeCycles } from 'single-spa';
import type { CatalogoRemotos } from '../api/catalogo-remotos';
import { carregarSingleSpa, type MontarParcel } from '../api/single-spa-sob-demanda';

type Remote = string;

export type EstadoRemoto =
  | { fase: 'carregando'; depoisDaVolta: boolean }
  | { fase: 'pronto'; lifecycles: LifeCycles; montar: MontarParcel }
  | { fase: 'indisponivel'; erro: unknown };

/**
 * The waits between tries once the connection is back (decision 0414). A phone's network returns in steps (the radio,
 * then the route, then the names), so the first request after the `online` event may still fail; 15 s in all, then a
 * failure means the remote itself does not answer.
 */
export const ESPERAS_DEPOIS_DA_VOLTA_MS = [1000, 2000, 4000, 8000] as const;

interface Tentativa {
  numero: number;
  depoisDaVolta: boolean;
}

/**
 * Loads one remote's parcel lifecycles, and single-spa with them (in parallel; decision 0853). A failure becomes the
 * 'indisponivel' state (never an exception that would reach the shell). `tentarNovamente` asks the catalogue to start
 * that remote's load over; `tentarComAConexaoDeVolta` does too, and tries again after each wait above while the
 * browser stays online, the area staying 'carregando' the whole time.
 */
export function useLifecyclesDoRemoto(remoto: Remote, catalogo: CatalogoRemotos) {
  const [estado, setEstado] = useState<EstadoRemoto>({ fase: 'carregando', depoisDaVolta: false });
  const [tentativa, setTentativa] = useState<Tentativa>({ numero: 0, depoisDaVolta: false });

  useEffect(() => {
    let ativo = true;
    setEstado({ fase: 'carregando', depoisDaVolta: tentativa.depoisDaVolta });
    const carregar = () => (tentativa.numero === 0 ? catalogo.carregar(remoto) : catalogo.recarregar(remoto));
    const carregamento = tentativa.depoisDaVolta ? comEsperas(carregar, () => ativo) : carregar();
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
  const tentar = useCallback((depoisDaVolta: boolean) => {
    // 'carregando' in the same render as the click or the event: never one frame of the failure it leaves behind.
    setEstado({ fase: 'carregando', depoisDaVolta });
    setTentativa(({ numero }) => ({ numero: numero + 1, depoisDaVolta }));
  }, []);
  const tentarNovamente = useCallback(() => tentar(false), [tentar]);
  const tentarComAConexaoDeVolta = useCallback(() => tentar(true), [tentar]);

  return { estado, tentarNovamente, tentarComAConexaoDeVolta, marcarIndisponivel };
}

/** `carregar`, tried again after each wait while the area is mounted and the browser says it is online. */
async function comEsperas<T>(carregar: () => Promise<T>, ativo: () => boolean): Promise<T> {
  for (const espera of ESPERAS_DEPOIS_DA_VOLTA_MS) {
    try {
      return await carregar();
    } catch (erro) {
      if (!ativo() || navigator.onLine === false) throw erro;
    }
    await new Promise((pronto) => setTimeout(pronto, espera));
  }
  return carregar();
}
