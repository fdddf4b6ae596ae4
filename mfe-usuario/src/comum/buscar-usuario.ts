import { API_PREFIXO, usuarioSchema, type Usuario } from '@portal/contracts';
import { http } from '@portal/shared-auth';

/** `GET /v1/usuario/{id}`: the account as the API knows it (the token only carries a summary). */
export async function buscarUsuario(id: number): Promise<Usuario> {
  const resposta = await http.get(`${API_PREFIXO}/usuario/${id}`);
  return usuarioSchema.parse(resposta.data);
}
