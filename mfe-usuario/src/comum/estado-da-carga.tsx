import type { ReactNode } from 'react';
import { mensagemDoErro } from '@portal/shared-auth';
import { Carregando, Painel } from '@portal/ui';
import type { Carga } from './use-carregar';

/** Loading state, the API's refusal, or the page built from the loaded data. */
export function EstadoDaCarga<T>({ carga, children }: { carga: Carga<T>; children: (dados: T) => ReactNode }) {
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
