import { ORIGEM_PORTAL, requisicao, conta, type EsqueciSenha, type RedefinirSenha } from '@portal/contracts';
import { http } from '@portal/shared-auth';

/** `POST /v1/usuario/password/reset/email?origem=1` with `{login}` (CPF or e-mail). */
export async function pedirRedefinicao(dados: EsqueciSenha): Promise<void> {
  await http.request(requisicao(conta.pedirRedefinicao, { corpo: dados, query: { origem: ORIGEM_PORTAL } }));
}

/** `POST /v1/usuario/{id}/password/reset` with the token of the e-mail link and the new password. */
export async function redefinirSenha(dados: RedefinirSenha): Promise<void> {
  await http.request(requisicao(conta.redefinirSenha, { params: { id: dados.id }, corpo: dados }));
}
