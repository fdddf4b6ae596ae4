import { lerAlerta } from '@portal/contracts';
import { mensagemDoErro } from '@portal/shared-auth';

/** The HTTP status of a failed call of shared-auth's client (its error's `response.status`), or null with no answer. */
export function statusDoErro(erro: unknown): number | null {
  const resposta = (erro as { response?: { status?: unknown } } | null)?.response;
  return typeof resposta?.status === 'number' ? resposta.status : null;
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
