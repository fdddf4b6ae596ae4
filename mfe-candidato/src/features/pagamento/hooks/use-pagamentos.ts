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

/** useCarga's own state: the page reads it as it is (fewer bytes on this budgeted first load), retry included. */
export const usePagamentos = (idUsuario: number) =>
  useCarga(() => buscarPagamentos(idUsuario), `pagamentos:${idUsuario}`);
