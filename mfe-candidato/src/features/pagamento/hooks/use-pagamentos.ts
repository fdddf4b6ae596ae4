import { useEffect, useState } from 'react';
import type { Pagamento } from '@portal/contracts';
import { buscarPagamentos } from '../api/pagamentos-api';

export type EstadoPagamentos =
  | { carga: 'carregando' }
  | { carga: 'falhou' }
  | { carga: 'pronto'; pagamentos: Pagamento[] };

export function usePagamentos(idUsuario: number): EstadoPagamentos {
  const [estado, setEstado] = useState<EstadoPagamentos>({ carga: 'carregando' });
  useEffect(() => {
    let vigente = true;
    setEstado({ carga: 'carregando' });
    buscarPagamentos(idUsuario).then(
      (pagamentos) => vigente && setEstado({ carga: 'pronto', pagamentos }),
      () => vigente && setEstado({ carga: 'falhou' }),
    );
    return () => {
      vigente = false;
    };
  }, [idUsuario]);
  return estado;
}
