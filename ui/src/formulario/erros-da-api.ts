import { lerAlerta, Mensagem } from '@portal/contracts';
import type { ErroDeCampo } from '../components/resumo-erros';

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
 * An API refusal as summary entries pointing at `campo` (the API's messages are not tied to our field ids); anything
 * else (network down, a 5xx without body) gets `mensagemPadrao`. The one mapping every remote's forms use.
 */
export function errosDaApi(
  erro: unknown,
  campo: string,
  mensagemPadrao: string = Mensagem.erroInterno,
): ErroDeCampo[] {
  return (mensagensDaApi(erro) ?? [mensagemPadrao]).map((mensagem) => ({ campo, mensagem }));
}
