import { useCallback, useEffect, useRef, useState } from 'react';
import { ehNaoEncontrado } from '../nao-encontrado/nao-encontrado';
import { useDadoPreRenderizado } from './dados-pre-renderizados';

export interface Carga<T> {
  dados: T | null;
  erro: unknown;
  carregando: boolean;
  /** The record does not exist (API 404, or an id the URL cannot carry): show not-found, not a retry. */
  naoEncontrado: boolean;
  recarregar: () => void;
}

/**
 * Loads a page's data once per `chave` and again on `recarregar()`. Answers of a superseded load are
 * ignored, so a quick change of route never shows the previous page's data. A prerendered page starts with the data
 * it was rendered with (the first render matches the server's HTML) and loads them again at once, keeping them if
 * that load fails: the catalogue may have changed since the deploy that prerendered it.
 */
export function useCarga<T>(carregar: () => Promise<T>, chave: string): Carga<T> {
  const preRenderizado = useDadoPreRenderizado(chave, carregar);
  const [estado, setEstado] = useState<{ dados: T | null; erro: unknown; carregando: boolean }>(() =>
    preRenderizado
      ? { dados: preRenderizado.valor as T, erro: null, carregando: false }
      : { dados: null, erro: null, carregando: true },
  );
  const revalidando = useRef(preRenderizado !== null);
  const [versao, setVersao] = useState(0);
  const carregarRef = useRef(carregar);
  carregarRef.current = carregar;

  useEffect(() => {
    let vigente = true;
    const manterSeFalhar = revalidando.current;
    revalidando.current = false;
    setEstado((anterior) => ({ ...anterior, carregando: true }));
    // A loader that throws at once (an invalid id) fails like one that rejects.
    new Promise<T>((resolve) => resolve(carregarRef.current())).then(
      (dados) => vigente && setEstado({ dados, erro: null, carregando: false }),
      (erro: unknown) =>
        vigente &&
        setEstado((anterior) =>
          manterSeFalhar ? { ...anterior, carregando: false } : { dados: null, erro, carregando: false },
        ),
    );
    return () => {
      vigente = false;
    };
  }, [chave, versao]);

  const recarregar = useCallback(() => setVersao((v) => v + 1), []);
  return { ...estado, naoEncontrado: !estado.carregando && ehNaoEncontrado(estado.erro), recarregar };
}
