import { ORIGEM_PORTAL, requisicao, conta, type EsqueciSenha, type RedefinirSenha } from '@portal/contracts';
import { http } from '@portal/shared-auth';

/**
 * `POST /v1/usuario/password/reset/email?origem=1` with `{login}` (CPF or e-mail). The API answers 202 to every
 * request it takes, account or not; another success (a captive portal's 200) did not reach it, so it is an error.
 */
export async function pedirRedefinicao(dados: EsqueciSenha): Promise<void> {
  const resposta = await http.request(
    requisicao(conta.pedirRedefinicao, { corpo: dados, query: { origem: ORIGEM_PORTAL } }),
  );
  if (resposta.status !== 202)
    throw new Error('Resposta inesperada da API (pedido de redefinição de senha).');
}

/** `POST /v1/usuario/{id}/password/reset` with the token of the e-mail link and the new password. */
export async function redefinirSenha(dados: RedefinirSenha): Promise<void> {
  await http.request(requisicao(conta.redefinirSenha, { params: { id: dados.id }, corpo: dados }));
}
