import {
  requisicao,
  usuario,
  authenticationResponseSchema,
  type AuthenticationRequest,
  type AuthenticationResponse,
} from '@portal/contracts';
import { http } from '@portal/shared-auth';

/** Credentials sign-in: `POST /v1/usuario/authentication` → `{token, refreshToken}`. */
export async function autenticar(credenciais: AuthenticationRequest): Promise<AuthenticationResponse> {
  const resposta = await http.request(requisicao(usuario.autenticar, { corpo: credenciais }));
  return authenticationResponseSchema.parse(resposta.data);
}
