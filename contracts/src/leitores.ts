/**
 * Building blocks of zod-free readers: a reader returns the value it accepts (with only the fields it names, as a
 * zod object strips the others) or FALHA. Public read-only pages read the API with these, so zod (≈ 25 KiB gzip) is
 * not on their first load (decision 0816); each reader is held to its zod schema by a test.
 */
export const FALHA: unique symbol = Symbol('falha');
export type Leitor<T> = (valor: unknown) => T | typeof FALHA;

export const inteiro: Leitor<number> = (v) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : FALHA);
export const texto: Leitor<string> = (v) => (typeof v === 'string' ? v : FALHA);
export const logico: Leitor<boolean> = (v) => (typeof v === 'boolean' ? v : FALHA);
/** Same as `dataIsoSchema`. */
export const dataIso: Leitor<string> = (v) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : FALHA;

export function umDe<T extends string>(...opcoes: readonly T[]): Leitor<T> {
  return (v) => (opcoes.includes(v as T) ? (v as T) : FALHA);
}

export function ouNulo<T>(leitor: Leitor<T>): Leitor<T | null> {
  return (v) => (v === null ? null : leitor(v));
}

export function lista<T>(leitor: Leitor<T>): Leitor<T[]> {
  return (v) => {
    if (!Array.isArray(v)) return FALHA;
    const lidos: T[] = [];
    for (const item of v) {
      const lido = leitor(item);
      if (lido === FALHA) return FALHA;
      lidos.push(lido);
    }
    return lidos;
  };
}

type Forma = Record<string, Leitor<unknown>>;
type Lido<F extends Forma> = { [K in keyof F]: Exclude<ReturnType<F[K]>, typeof FALHA> };

export function objeto<F extends Forma>(forma: F): Leitor<Lido<F>> {
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return FALHA;
    const lido: Record<string, unknown> = {};
    for (const [campo, leitor] of Object.entries(forma)) {
      const valor = leitor((v as Record<string, unknown>)[campo]);
      if (valor === FALHA) return FALHA;
      lido[campo] = valor;
    }
    return lido as Lido<F>;
  };
}

/** The value, or an error naming what was being read: an answer of the wrong shape is a failure of the page's load. */
export function lerOuFalhar<T>(leitor: Leitor<T>, valor: unknown, oQue: string): T {
  const lido = leitor(valor);
  if (lido === FALHA) throw new Error(`Resposta inesperada da API (${oQue}).`);
  return lido;
}
