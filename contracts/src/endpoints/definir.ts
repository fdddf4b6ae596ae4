/**
 * What an API endpoint is, without zod: its method and its full path. Front ends import these descriptors (and the
 * types derived from the schemas, as types only), so a page that does not validate never downloads zod. The schemas
 * of each resource live beside it in `<recurso>.esquemas.ts` (decision 0910).
 */
export type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint<M extends Metodo = Metodo, C extends string = string> {
  readonly metodo: M;
  readonly caminho: C;
}

export const endpoint = <M extends Metodo, C extends string>(metodo: M, caminho: C): Endpoint<M, C> => ({
  metodo,
  caminho,
});

/** The `:name` segments of a path as an object type: '/v1/cursos/:idCurso' → { idCurso: string | number }. */
export type ParamsDoCaminho<C extends string> = C extends `${string}:${infer P}/${infer R}`
  ? { [K in P]: string | number } & ParamsDoCaminho<`/${R}`>
  : C extends `${string}:${infer P}`
    ? { [K in P]: string | number }
    : Record<never, never>;

/** The path with its `:name` segments filled in (each value URL-encoded); a missing value is a programming error. */
export function caminhoCom<C extends string>(caminho: C, params: ParamsDoCaminho<C>): string {
  const valores = params as Record<string, string | number>;
  return caminho.replace(/:([A-Za-z]+)/g, (_, nome: string) => {
    const valor = valores[nome];
    if (valor === undefined) throw new Error(`Parâmetro ${nome} ausente em ${caminho}.`);
    return encodeURIComponent(String(valor));
  });
}

/** Every endpoint of one resource, by name. */
export type Recurso = Readonly<Record<string, Endpoint>>;
