import { useCallback, useEffect, useState } from 'react';
import type { LifeCycles } from 'single-spa';
import type { CatalogoRemotos } from '../api/catalogo-remotos';
import { carregarSingleSpa, type MontarParcel } from '../api/single-spa-sob-demanda';

type Remote = string;

export type EstadoRemoto =
  | { fase: 'carregando'; comEsperas: boolean }
  | { fase: 'pronto'; lifecycles: LifeCycles; montar: MontarParcel }
  | { fase: 'indisponivel'; erro: unknown };

/**
 * The waits between tries of a load `comEsperas` (decision 0414). A phone's network returns in steps (the radio, then
 * the route, then the names), so the first request after the `online` event may still fail; 15 s in all, then a
 * failure means the remote itself does not answer.
 */
export const ESPERAS_ENTRE_TENTATIVAS_MS = [1000, 2000, 4000, 8000] as const;

export const semRede = () => typeof navigator !== 'undefined' && navigator.onLine === false;

interface Tentativa {
  numero: number;
  comEsperas: boolean;
}

/**
 * Loads one remote's parcel lifecycles, and single-spa with them (in parallel; decision 0853). A failure becomes the
 * 'indisponivel' state (never an exception that would reach the shell). `tentarNovamente` asks the catalogue to start
 * that remote's load over; `tentarComEsperas` does too, and tries again after each wait above while the browser says
 * it is online, the area staying 'carregando' the whole time.
 */
export function useLifecyclesDoRemoto(remoto: Remote, catalogo: CatalogoRemotos) {
  const [estado, setEstado] = useState<EstadoRemoto>({ fase: 'carregando', comEsperas: false });
  const [tentativa, setTentativa] = useState<Tentativa>({ numero: 0, comEsperas: false });

  useEffect(() => {
    // Aborted when the area unmounts or a new try starts: a wait in progress ends, and nothing of this try is shown.
    const parar = new AbortController();
    setEstado({ fase: 'carregando', comEsperas: tentativa.comEsperas });
    const carregar = () => (tentativa.numero === 0 ? catalogo.carregar(remoto) : catalogo.recarregar(remoto));
    const carregamento = tentativa.comEsperas ? comEsperas(carregar, parar.signal) : carregar();
    Promise.all([carregamento, carregarSingleSpa()]).then(
      ([lifecycles, { mountRootParcel }]) =>
        !parar.signal.aborted && setEstado({ fase: 'pronto', lifecycles, montar: mountRootParcel }),
      (erro: unknown) => {
        if (parar.signal.aborted) return;
        console.error(`[portal] falha ao carregar ${remoto}`, erro);
        setEstado({ fase: 'indisponivel', erro });
      },
    );
    return () => parar.abort();
  }, [remoto, catalogo, tentativa]);

  const marcarIndisponivel = useCallback((erro: unknown) => setEstado({ fase: 'indisponivel', erro }), []);
  const tentar = useCallback((comEsperas: boolean) => {
    // 'carregando' in the same render as the click or the event: never one frame of the failure it leaves behind.
    setEstado({ fase: 'carregando', comEsperas });
    setTentativa(({ numero }) => ({ numero: numero + 1, comEsperas }));
  }, []);
  const tentarNovamente = useCallback(() => tentar(false), [tentar]);
  const tentarComEsperas = useCallback(() => tentar(true), [tentar]);

  return { estado, tentarNovamente, tentarComEsperas, marcarIndisponivel };
}

/** `carregar`, tried again after each wait while the browser says it is online, until `parar` is aborted. */
async function comEsperas<T>(carregar: () => Promise<T>, parar: AbortSignal): Promise<T> {
  for (const espera of ESPERAS_ENTRE_TENTATIVAS_MS) {
    try {
      return await carregar();
    } catch (erro) {
      if (parar.aborted || semRede()) throw erro;
    }
    await new Promise<void>((pronto, desistir) => {
      const relogio = setTimeout(pronto, espera);
      parar.addEventListener('abort', () => (clearTimeout(relogio), desistir(parar.reason)), { once: true });
    });
  }
  return carregar();
}
