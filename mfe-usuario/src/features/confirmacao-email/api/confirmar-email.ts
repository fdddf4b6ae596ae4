import { API_PREFIXO, ORIGEM_PORTAL } from '@portal/contracts';
import { http } from '@portal/shared-auth';

/** `POST /v1/usuario/{id}/confirmation?origem=1&token={token}`: spends the token of the e-mail link. */
export async function confirmarEmail(id: number, token: string): Promise<void> {
  // An empty JSON object: the API accepts only JSON bodies on POST, even when it reads nothing from them.
  await http.post(`${API_PREFIXO}/usuario/${id}/confirmation`, {}, { params: { origem: ORIGEM_PORTAL, token } });
}
