import type { ErroDeCampo } from '@portal/ui';

/** API errors {message, errors[]}: each entry of errors, or the message, attached to `campo` in the summary. */
export function errosDaApi(erro: unknown, campo: string, mensagemPadrao: string): ErroDeCampo[] {
  const corpo = (erro as { response?: { data?: { message?: unknown; errors?: unknown } } }).response?.data;
  const lista = Array.isArray(corpo?.errors) ? corpo.errors.filter((e): e is string => typeof e === 'string') : [];
  if (lista.length > 0) return lista.map((mensagem) => ({ campo, mensagem }));
  return [{ campo, mensagem: typeof corpo?.message === 'string' ? corpo.message : mensagemPadrao }];
}
