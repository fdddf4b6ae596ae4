import {
  requisicao,
  conta,
  authenticationResponseSchema,
  dadosCadastroAtuaisSchema,
  usuarioSchema,
  type AuthenticationResponse,
  type DadosCadastroAtuais,
  type DadosAtualizacaoCadastro,
  type Usuario,
  type UsuarioUpdate,
} from '@portal/contracts';
import { http, renovarSessao } from '@portal/shared-auth';

/** Shows a stored date as the forms ask for it (dd/mm/aaaa), whatever format the API used. */
export function paraDataBr(valor: string | null | undefined): string {
  if (!valor) return '';
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(valor);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : valor;
}

/** `GET /v1/usuario/{id}`: the account as the API knows it (the token only carries a summary). */
export async function buscarUsuario(id: number): Promise<Usuario> {
  const dados = usuarioSchema.parse((await http.request(requisicao(conta.porId, { params: { id } }))).data);
  return { ...dados, dataNascimento: paraDataBr(dados.dataNascimento) || null };
}

/**
 * `POST /v1/usuario/ViaRapida/Update/{id}`. The API answers with the account, not with tokens, so the session is
 * renewed at once: the new token carries the saved name, and the header greets by it without waiting for the token's
 * own expiry. The save does not depend on it: a renewal that fails leaves the old greeting until the next one.
 */
export async function atualizarUsuario(id: number, dados: UsuarioUpdate): Promise<void> {
  await http.request(requisicao(conta.atualizar, { params: { id }, corpo: dados }));
  await renovarSessao().catch(() => undefined);
}

/** What is on record today (contracts' schema reads a missing birth date of older accounts as null). */
export type DadosAtuais = DadosCadastroAtuais;

/** `GET …/dadosAtualizacaoCadastro`: the current data shown beside the terms. */
export async function buscarDadosAtualizacao(id: number): Promise<DadosAtuais> {
  const dados = dadosCadastroAtuaisSchema.parse(
    (await http.request(requisicao(conta.dadosAtualizacaoCadastro, { params: { id } }))).data,
  );
  return { ...dados, dataNascimento: paraDataBr(dados.dataNascimento) || null };
}

/** `PUT …/dadosAtualizacaoCadastro`: accepting the terms returns tokens that now say so. */
export async function aceitarTermos(
  id: number,
  dados: DadosAtualizacaoCadastro,
): Promise<AuthenticationResponse> {
  const resposta = await http.request(requisicao(conta.atualizarCadastro, { params: { id }, corpo: dados }));
  return authenticationResponseSchema.parse(resposta.data);
}
