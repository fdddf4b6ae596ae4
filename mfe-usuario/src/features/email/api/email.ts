import {
  requisicao,
  conta,
  authenticationResponseSchema,
  ORIGEM_PORTAL,
  type AlterarEmail,
} from '@portal/contracts';
import { http, iniciarSessao } from '@portal/shared-auth';
import { ehNaoEncontrado } from '@portal/remoto';

// POSTs below send an empty JSON object: the API accepts only JSON bodies, even when it reads nothing from them.

/**
 * `POST /v1/usuario/{id}/confirmation?origem=1&token={token}`: spends the token of the e-mail link. The same link page
 * serves the two links of an e-mail change (confirm the new address, undo from the old one): the API's message says
 * which it was.
 */
export async function confirmarEmail(id: number, token: string): Promise<string | null> {
  const resposta = await http.request(
    requisicao(conta.confirmarEmail, {
      params: { id },
      corpo: {},
      query: { origem: ORIGEM_PORTAL, token },
    }),
  );
  const mensagem = (resposta.data as { message?: unknown } | undefined)?.message;
  return typeof mensagem === 'string' ? mensagem : null;
}

/** `GET /v1/usuario/{id}/email/confirmed`: 404 means not confirmed, success means confirmed (spec §7). */
export async function emailJaConfirmado(id: number): Promise<boolean> {
  try {
    await http.request(requisicao(conta.emailConfirmado, { params: { id } }));
    return true;
  } catch (erro) {
    if (ehNaoEncontrado(erro)) return false;
    throw erro;
  }
}

/** `POST /v1/usuario/{id}/confirmation/email?origem=1`: sends a new confirmation link. */
export async function reenviarConfirmacao(id: number): Promise<void> {
  await http.request(
    requisicao(conta.reenviarConfirmacao, { params: { id }, corpo: {}, query: { origem: ORIGEM_PORTAL } }),
  );
}

/** `PUT /v1/usuario/{id}/Email`; fresh tokens in the answer, if any, carry the new e-mail claim. */
export async function alterarEmail(id: number, dados: AlterarEmail): Promise<void> {
  const resposta = await http.request(requisicao(conta.alterarEmail, { params: { id }, corpo: dados }));
  const tokens = authenticationResponseSchema.safeParse(resposta.data);
  if (tokens.success) iniciarSessao(tokens.data);
}
