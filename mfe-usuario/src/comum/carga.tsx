import { useEffect, useRef, useState, type ReactNode } from 'react';
import { mensagemDoErro } from '@portal/shared-auth';
import { Carregando, Painel } from '@portal/ui';

export type Carga<T> =
  { estado: 'carregando' } | { estado: 'pronto'; dados: T } | { estado: 'falhou'; erro: unknown };

/** Loads once per `chave`; an answer that arrives after the page changed is ignored. */
export function useCarregar<T>(chave: string, carregar: () => Promise<T>): Carga<T> {
  const [carga, definirCarga] = useState<Carga<T>>({ estado: 'carregando' });
  // The loader is a new closure each render; `chave` says when it really changed.
  const carregarRef = useRef(carregar);
  carregarRef.current = carregar;
  useEffect(() => {
    let vigente = true;
    definirCarga({ estado: 'carregando' });
    carregarRef.current().then(
      (dados) => vigente && definirCarga({ estado: 'pronto', dados }),
      (erro: unknown) => vigente && definirCarga({ estado: 'falhou', erro }),
    );
    return () => {
      vigente = false;
    };
  }, [chave]);
  return carga;
}

/** Loading state, the API's refusal, or the page built from the loaded data. */
export function EstadoDaCarga<T>({
  carga,
  children,
}: {
  carga: Carga<T>;
  children: (dados: T) => ReactNode;
}) {
  if (carga.estado === 'carregando') return <Carregando />;
  if (carga.estado === 'falhou') {
    return (
      <Painel tipo="erro" titulo="Não foi possível carregar os seus dados">
        <p>{mensagemDoErro(carga.erro)}</p>
      </Painel>
    );
  }
  return <>{children(carga.dados)}</>;
}
