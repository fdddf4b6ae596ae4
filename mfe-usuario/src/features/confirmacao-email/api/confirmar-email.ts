import { API_PREFIXO, ORIGEM_PORTAL } from '@portal/contracts';
import { http } from '@portal/shared-auth';

/** `POST /v1/usuario/{id}/confirmation?origem=1&token={token}`: spends the token of the e-mail link. */
export async function confirmarEmail(id: number, token: string): Promise<void> {
  await http.post(`${API_PREFIXO}/usuario/${id}/confirmation`, null, { params: { origem: ORIGEM_PORTAL, token } });
}
