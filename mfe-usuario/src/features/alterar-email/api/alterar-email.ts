import { API_PREFIXO, authenticationResponseSchema, type AlterarEmail } from '@portal/contracts';
import { http, iniciarSessao } from '@portal/shared-auth';

/** `PUT /v1/usuario/{id}/Email`; fresh tokens in the answer carry the new e-mail claim. */
export async function alterarEmail(id: number, dados: AlterarEmail): Promise<void> {
  const resposta = await http.put(`${API_PREFIXO}/usuario/${id}/Email`, dados);
  const tokens = authenticationResponseSchema.safeParse(resposta.data);
  if (tokens.success) iniciarSessao(tokens.data);
}
