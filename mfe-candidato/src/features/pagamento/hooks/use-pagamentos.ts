import { useEffect, useState } from 'react';
import { lerOuFalhar, leiturasPagamento, pagamento, requisicao, type Pagamento } from '@portal/contracts';
import { http } from '@portal/shared-auth';

/** Read with contracts' zod-free reader: this page only reads, and zod is not on its first load (decision 0841). */
export async function buscarPagamentos(idUsuario: number): Promise<Pagamento[]> {
  const { data } = await http.request<unknown>(
    requisicao(pagamento.doUsuario, { params: { userId: idUsuario } }),
  );
  return lerOuFalhar(leiturasPagamento.doUsuario, data, 'pagamentos');
}

export type EstadoPagamentos =
  { carga: 'carregando' } | { carga: 'falhou' } | { carga: 'pronto'; pagamentos: Pagamento[] };

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
