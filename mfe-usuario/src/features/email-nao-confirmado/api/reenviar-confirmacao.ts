import { API_PREFIXO, ORIGEM_PORTAL } from '@portal/contracts';
import { http } from '@portal/shared-auth';

/** `POST /v1/usuario/{id}/confirmation/email?origem=1`: sends a new confirmation link. */
export async function reenviarConfirmacao(id: number): Promise<void> {
  await http.post(`${API_PREFIXO}/usuario/${id}/confirmation/email`, null, { params: { origem: ORIGEM_PORTAL } });
}
