import { API_PREFIXO, authenticationResponseSchema, type UsuarioUpdate } from '@portal/contracts';
import { http, iniciarSessao } from '@portal/shared-auth';

/**
 * `POST /v1/usuario/ViaRapida/Update/{id}`. When the API answers with fresh tokens (name or e-mail
 * changed, so the token's claims did too) the session takes them, keeping the header greeting right.
 */
export async function atualizarUsuario(id: number, dados: UsuarioUpdate): Promise<void> {
  const resposta = await http.post(`${API_PREFIXO}/usuario/ViaRapida/Update/${id}`, dados);
  const tokens = authenticationResponseSchema.safeParse(resposta.data);
  if (tokens.success) iniciarSessao(tokens.data);
}
