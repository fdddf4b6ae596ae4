import { pagamento, pagamentoSchema, requisicao, type Pagamento } from '@portal/contracts';
import { http } from '@portal/shared-auth';
import { useCarga } from '@portal/ui';

export async function buscarPagamentos(idUsuario: number): Promise<Pagamento[]> {
  const { data } = await http.request<unknown>(
    requisicao(pagamento.doUsuario, { params: { userId: idUsuario } }),
  );
  return pagamentoSchema.array().parse(data);
}

export type EstadoPagamentos =
  { carga: 'carregando' } | { carga: 'falhou' } | { carga: 'pronto'; pagamentos: Pagamento[] };

export function usePagamentos(idUsuario: number): EstadoPagamentos {
  const carga = useCarga(() => buscarPagamentos(idUsuario), `pagamentos:${idUsuario}`);
  if (carga.carregando) return { carga: 'carregando' };
  return carga.dados ? { carga: 'pronto', pagamentos: carga.dados } : { carga: 'falhou' };
}
