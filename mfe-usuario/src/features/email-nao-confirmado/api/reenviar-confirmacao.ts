import { API_PREFIXO, ORIGEM_PORTAL } from '@portal/contracts';
import { http } from '@portal/shared-auth';

/** `POST /v1/usuario/{id}/confirmation/email?origem=1`: sends a new confirmation link. */
export async function reenviarConfirmacao(id: number): Promise<void> {
  // An empty JSON object: the API accepts only JSON bodies on POST, even when it reads nothing from them.
  await http.post(`${API_PREFIXO}/usuario/${id}/confirmation/email`, {}, { params: { origem: ORIGEM_PORTAL } });
}
