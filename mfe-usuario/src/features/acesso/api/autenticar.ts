import {
  API_PREFIXO,
  authenticationResponseSchema,
  type AuthenticationRequest,
  type AuthenticationResponse,
} from '@portal/contracts';
import { http } from '@portal/shared-auth';

/** Credentials sign-in: `POST /v1/usuario/authentication` → `{token, refreshToken}`. */
export async function autenticar(credenciais: AuthenticationRequest): Promise<AuthenticationResponse> {
  const resposta = await http.post(`${API_PREFIXO}/usuario/authentication`, credenciais);
  return authenticationResponseSchema.parse(resposta.data);
}
