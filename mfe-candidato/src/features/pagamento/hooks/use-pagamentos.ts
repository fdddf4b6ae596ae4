import { lerOuFalhar, leiturasPagamento, pagamento, requisicao, type Pagamento } from '@portal/contracts';
import { http } from '@portal/shared-auth';
import { useCarga } from '@portal/remoto';

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
  const carga = useCarga(() => buscarPagamentos(idUsuario), `pagamentos:${idUsuario}`);
  if (carga.carregando) return { carga: 'carregando' };
  return carga.dados ? { carga: 'pronto', pagamentos: carga.dados } : { carga: 'falhou' };
}
