import {
  requisicao,
  conta,
  authenticationResponseSchema,
  verificarEmailResponseSchema,
  type AuthenticationResponse,
  type UsuarioCreate,
} from '@portal/contracts';
import { http } from '@portal/shared-auth';

/** `POST /v1/usuario/ViaRapidaLoginSP/Create`: the new account comes back already signed in. */
export async function criarConta(dados: UsuarioCreate): Promise<AuthenticationResponse> {
  const resposta = await http.request(requisicao(conta.criar, { corpo: dados }));
  return authenticationResponseSchema.parse(resposta.data);
}

/** `GET /v1/usuario/ViaRapida/VerificarEmail/{email}`: whether no other account uses this e-mail. */
export async function emailDisponivel(email: string, sinal?: AbortSignal): Promise<boolean> {
  const resposta = await http.request({
    ...requisicao(conta.verificarEmail, { params: { email } }),
    signal: sinal,
  });
  return verificarEmailResponseSchema.parse(resposta.data).disponivel;
}
