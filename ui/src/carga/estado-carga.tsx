import type { ReactNode } from 'react';
import { mensagemDoErro } from '@portal/shared-auth';
import { Botao } from '../components/botao';
import { Carregando, Painel } from '../components/painel';
import type { Carga } from './use-carga';

/** Loading, failure (with a retry) or the page content once the data is there. */
export function EstadoCarga<T>({ carga, children }: { carga: Carga<T>; children: (dados: T) => ReactNode }) {
  if (carga.carregando && carga.dados === null) return <Carregando />;
  if (carga.erro !== null || carga.dados === null) {
    return (
      <Painel tipo="erro" titulo="Não foi possível carregar esta página">
        <p>{mensagemDoErro(carga.erro)}</p>
        <Botao variante="secundario" onClick={carga.recarregar}>
          Tentar novamente
        </Botao>
      </Painel>
    );
  }
  return <>{children(carga.dados)}</>;
}
