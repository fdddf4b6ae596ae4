import { usuarioSchema, type Usuario } from '@portal/contracts';
import { http } from '@portal/shared-auth';

/** The signed-in user's account (GET /v1/usuario/{id}): it already holds name, CPF, e-mail and birth date. */
export async function lerConta(idUsuario: number): Promise<Usuario> {
  const { data } = await http.get<unknown>(`/v1/usuario/${idUsuario}`);
  return usuarioSchema.parse(data);
}
