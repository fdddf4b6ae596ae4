import type { ReactNode } from 'react';
import { mensagemDoErro } from '@portal/shared-auth';
import { AvisoNaoEncontrado } from '../nao-encontrado/pagina-nao-encontrada';
import type { Carga } from './use-carga';
import { Botao, Carregando, Painel, mensagemDaRecusa, statusDoErro } from '@portal/ui';

export interface EstadoCargaProps<T> {
  carga: Carga<T>;
  children: (dados: T) => ReactNode;
  /** What a record that does not exist shows; by default a not-found notice with the ways out. */
  naoEncontrado?: ReactNode;
}

/** Loading, not found, failure (with a retry) or the page content once the data is there. */
export function EstadoCarga<T>({ carga, children, naoEncontrado }: EstadoCargaProps<T>) {
  if (carga.carregando && carga.dados === null) return <Carregando />;
  // A 404 is an answer, not a failure: trying again would get the same answer.
  if (carga.naoEncontrado) return <>{naoEncontrado ?? <AvisoNaoEncontrado />}</>;
  // A 403 is an answer too: this account may not see it, and trying again would not change that.
  if (statusDoErro(carga.erro) === 403) {
    return (
      <Painel tipo="erro" titulo="Acesso não permitido">
        <p>{mensagemDaRecusa(carga.erro)}</p>
      </Painel>
    );
  }
  if (carga.erro !== null || carga.dados === null) {
    return (
      <Painel tipo="erro" titulo="Não foi possível carregar esta página">
        <p>{mensagemDoErro(carga.erro)}</p>
        <Botao
          variante="secundario"
          onClick={() => {
            // The pressed button goes away while the page loads again: focus waits on the page's h1, which stays
            // while what comes next (the content, or this notice again) arrives, instead of falling to <body>.
            const h1 = document.querySelector('h1');
            if (h1) {
              h1.tabIndex = -1;
              h1.focus();
            }
            carga.recarregar();
          }}
        >
          Tentar novamente
        </Botao>
      </Painel>
    );
  }
  return <>{children(carga.dados)}</>;
}
