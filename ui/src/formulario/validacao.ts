import type { ErroDeCampo } from '../components/resumo-erros';

/** One message per field id: what the inline error shows and the summary links to. */
export type ErrosPorCampo = Record<string, string>;

export type Validacao<D> = { ok: true; dados: D } | { ok: false; erros: ErrosPorCampo };

/** What is read of a zod error (ui takes no zod dependency: a schema comes from @portal/contracts). */
export interface FalhaDeValidacao {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** A contracts schema, seen through its `safeParse`. */
export interface EsquemaDeValidacao {
  safeParse(valores: unknown): { success: true; data: unknown } | { success: false; error: FalhaDeValidacao };
}

/** The parsed value of a schema (zod's `z.output`). */
export type DadosDe<S extends EsquemaDeValidacao> =
  ReturnType<S['safeParse']> extends infer R
    ? R extends { success: true; data: infer D }
      ? D
      : never
    : never;

const mesmoId = (campo: string) => campo;

/**
 * zod issues → the form's field ids: the first path segment names the field (`formulario` for the whole form), and
 * the first message of each field wins, so the summary shows one clear instruction per field.
 */
export function errosDoZod(
  erro: FalhaDeValidacao,
  idDoCampo: (campo: string) => string = mesmoId,
): ErrosPorCampo {
  const erros: ErrosPorCampo = {};
  for (const issue of erro.issues) {
    const id = idDoCampo(String(issue.path[0] ?? 'formulario'));
    erros[id] ??= issue.message;
  }
  return erros;
}

/** Runs the same contracts schema the API uses on what was typed. */
export function validarComSchema<S extends EsquemaDeValidacao>(
  schema: S,
  valores: unknown,
  idDoCampo?: (campo: string) => string,
): Validacao<DadosDe<S>> {
  const resultado = schema.safeParse(valores);
  if (resultado.success) return { ok: true, dados: resultado.data as DadosDe<S> };
  return { ok: false, erros: errosDoZod(resultado.error, idDoCampo) };
}

function posicao(ordem: readonly string[], campo: string): number {
  const i = ordem.indexOf(campo);
  return i === -1 ? ordem.length : i;
}

/** The summary's list, in the order of the fields on the page (as found, when no order is given). */
export function listaDeErros(erros: ErrosPorCampo, ordemDosCampos: readonly string[] = []): ErroDeCampo[] {
  const campos = Object.keys(erros).sort((a, b) => posicao(ordemDosCampos, a) - posicao(ordemDosCampos, b));
  return campos.map((campo) => ({ campo, mensagem: erros[campo] ?? '' }));
}
