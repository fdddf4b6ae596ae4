import { pagamentoSchema, type Pagamento } from '@portal/contracts';
import { http } from '@portal/shared-auth';

export async function buscarPagamentos(idUsuario: number): Promise<Pagamento[]> {
  const { data } = await http.get<unknown>(`/v1/pagamento/usuario/${idUsuario}`);
  return pagamentoSchema.array().parse(data);
}
