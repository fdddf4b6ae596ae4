import type { z } from 'zod';
import type { ErroDeCampo } from '@portal/ui';

/** zod issues → one summary entry per field (the first message), pointing at the field's id. */
export function errosDeCampo(erro: z.ZodError): ErroDeCampo[] {
  const porCampo = new Map<string, string>();
  for (const issue of erro.issues) {
    const campo = String(issue.path[0] ?? '');
    if (campo && !porCampo.has(campo)) porCampo.set(campo, issue.message);
  }
  return [...porCampo].map(([campo, mensagem]) => ({ campo, mensagem }));
}

/** API errors {message, errors[]}: each entry of errors, or the message, attached to `campo` in the summary. */
export function errosDaApi(erro: unknown, campo: string, mensagemPadrao: string): ErroDeCampo[] {
  const corpo = (erro as { response?: { data?: { message?: unknown; errors?: unknown } } }).response?.data;
  const lista = Array.isArray(corpo?.errors)
    ? corpo.errors.filter((e): e is string => typeof e === 'string')
    : [];
  if (lista.length > 0) return lista.map((mensagem) => ({ campo, mensagem }));
  return [{ campo, mensagem: typeof corpo?.message === 'string' ? corpo.message : mensagemPadrao }];
}
