import { lerAlerta, lerErroDeCampo } from '@portal/contracts';
import { mensagemDoErro } from '@portal/shared-auth';
import type { ErrosPorCampo } from './validacao';

/** The HTTP status of a failed call of shared-auth's client (its error's `response.status`), or null with no answer. */
export function statusDoErro(erro: unknown): number | null {
  const resposta = (erro as { response?: { status?: unknown } } | null)?.response;
  return typeof resposta?.status === 'number' ? resposta.status : null;
}

/**
 * The request never reached the API: the device is offline or the network dropped (shared-auth's client throws
 * ERR_NETWORK, or ECONNABORTED for a timeout, without a response). Not an HTTP error, not a bug of the page.
 */
export function ehSemConexao(erro: unknown): boolean {
  const falha = erro as { code?: unknown; response?: unknown } | null;
  return (
    typeof falha === 'object' &&
    falha !== null &&
    !falha.response &&
    (falha.code === 'ERR_NETWORK' || falha.code === 'ECONNABORTED')
  );
}

/** The messages of an API refusal `{message, errors[]}`: its errors, or its message when there are none; else null. */
export function mensagensDaApi(erro: unknown): string[] | null {
  const corpo = lerAlerta((erro as { response?: { data?: unknown } } | null)?.response?.data);
  if (!corpo) return null;
  return corpo.errors.length > 0 ? corpo.errors : [corpo.message];
}

/**
 * An API refusal as one line for the field it is shown at: its errors (or its message) joined; anything else gets
 * `mensagemPadrao`, or shared-auth's text (no connection, or the generic error).
 */
export function mensagemDaRecusa(erro: unknown, mensagemPadrao?: string): string {
  return mensagensDaApi(erro)?.join(' ') ?? mensagemPadrao ?? mensagemDoErro(erro);
}

export interface DestinoDaRecusa {
  /** Field id for what names no field of this form (the API's message, a lost connection). */
  campoPadrao: string;
  /** The form's field id for a field the API names (`senha: …`), or null when this form has no such field. */
  campoDaApi?: (campo: string) => string | null;
  /** Text for a failure without the API's `{message, errors[]}`. */
  mensagemPadrao?: string;
}

/**
 * An API refusal spread over the form: each entry of `errors[]` goes to the field it names (its message without the
 * `campo: ` prefix), so "Já existe uma conta com este CPF." marks the CPF and not the first field; what names no field
 * of this form goes, whole, to `campoPadrao`.
 */
export function errosDaRecusa(erro: unknown, destino: DestinoDaRecusa): ErrosPorCampo {
  const { campoPadrao, campoDaApi, mensagemPadrao } = destino;
  const mensagens = mensagensDaApi(erro);
  if (!mensagens) return { [campoPadrao]: mensagemPadrao ?? mensagemDoErro(erro) };
  const porCampo = new Map<string, string[]>();
  const juntar = (campo: string, mensagem: string) =>
    porCampo.set(campo, [...(porCampo.get(campo) ?? []), mensagem]);
  for (const texto of mensagens) {
    const { campo, mensagem } = lerErroDeCampo(texto);
    const id = campo && campoDaApi ? campoDaApi(campo) : null;
    if (id) juntar(id, mensagem);
    else juntar(campoPadrao, texto);
  }
  return Object.fromEntries([...porCampo].map(([campo, textos]) => [campo, textos.join(' ')]));
}
