import type { z } from 'zod';

/** Field name → first message for it: what each Campo shows inline and the error summary links to. */
export type ErrosDeCampo = Record<string, string>;

export type ResultadoValidacao<T> = { ok: true; dados: T } | { ok: false; erros: ErrosDeCampo };

/**
 * Runs the same contracts schema the API uses. Issues are keyed by their first path segment,
 * which is also the id of the field on the page, so the summary links land on the right input.
 */
export function validar<S extends z.ZodType>(schema: S, valores: unknown): ResultadoValidacao<z.output<S>> {
  const resultado = schema.safeParse(valores);
  if (resultado.success) return { ok: true, dados: resultado.data };
  const erros: ErrosDeCampo = {};
  for (const issue of resultado.error.issues) {
    const campo = String(issue.path[0] ?? 'formulario');
    erros[campo] ??= issue.message;
  }
  return { ok: false, erros };
}
