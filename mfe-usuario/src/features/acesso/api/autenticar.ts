import {
  lerRespostaAutenticacao,
  requisicao,
  sessao,
  type AuthenticationRequest,
  type AuthenticationResponse,
} from '@portal/contracts';
import { http } from '@portal/shared-auth';

/**
 * Credentials sign-in: `POST /v1/usuario/authentication` → `{token, refreshToken}`, read with contracts' zod-free
 * reader (the login page is drawn without zod, decision 0841).
 */
export async function autenticar(credenciais: AuthenticationRequest): Promise<AuthenticationResponse> {
  const resposta = await http.request(requisicao(sessao.autenticar, { corpo: credenciais }));
  const tokens = lerRespostaAutenticacao(resposta.data);
  if (!tokens) throw new Error('Resposta inesperada da API (autenticação).');
  return tokens;
}
