import { Mensagem } from '@portal/contracts';
import { mensagensDaApi } from '@portal/ui';
import type { ChangeEvent } from 'react';
import type { z } from 'zod';

/** One message per field id: what the inline error and the summary link show. */
export type ErrosPorCampo = Record<string, string>;

/**
 * Maps zod issues to the form's field ids (the first path segment names the field). The first message
 * of each field wins: the summary shows one clear instruction per field, as GOV.UK pages do.
 */
export function errosDoZod(erro: z.ZodError, idDoCampo: (campo: string) => string): ErrosPorCampo {
  const erros: ErrosPorCampo = {};
  for (const issue of erro.issues) {
    const id = idDoCampo(String(issue.path[0] ?? ''));
    erros[id] ??= issue.message;
  }
  return erros;
}

/** The summary's list, in the order of the fields on the page. */
export function listaDeErros(
  erros: ErrosPorCampo,
  ordemDosCampos: readonly string[],
): { campo: string; mensagem: string }[] {
  const ordenados = Object.keys(erros).sort(
    (a, b) => posicao(ordemDosCampos, a) - posicao(ordemDosCampos, b),
  );
  return ordenados.map((campo) => ({ campo, mensagem: erros[campo] ?? '' }));
}

function posicao(ordem: readonly string[], campo: string): number {
  const i = ordem.indexOf(campo);
  return i === -1 ? ordem.length : i;
}

/**
 * An API refusal `{message, errors[]}` as summary entries pointing at a field of the form, because the API's
 * messages are not tied to our field ids. Anything else (network down, 5xx without body) gets the generic message.
 */
export function errosDaApi(erro: unknown, campoDeFoco: string): ErrosPorCampo {
  return { [campoDeFoco]: mensagensDaApi(erro)?.join(' ') ?? Mensagem.erroInterno };
}

type Controle = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Props that tie a <Campo> to one field of a string-valued form: id, value, change handler and inline error. */
export function ligadorDeCampos<F extends object>(
  valores: F,
  alterar: (mudancas: Partial<F>) => void,
  erros: ErrosPorCampo,
  idDoCampo: (campo: string) => string,
) {
  return (campo: keyof F & string) => ({
    id: idDoCampo(campo),
    name: campo,
    value: String(valores[campo] ?? ''),
    erro: erros[idDoCampo(campo)] ?? null,
    onChange: (evento: ChangeEvent<Controle>) => alterar({ [campo]: evento.target.value } as Partial<F>),
  });
}
