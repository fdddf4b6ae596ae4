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

/** A calendar day as zod's ISO date checks it (months' lengths and leap years). */
const DIA_ISO =
  '(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8])))';
const INSTANTE_ISO = new RegExp(`^${DIA_ISO}T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?Z$`);
/** Same as `z.iso.datetime()`: an instant in UTC, with seconds. */
export const instanteIso: Leitor<string> = (v) => (typeof v === 'string' && INSTANTE_ISO.test(v) ? v : FALHA);
/** Same as `z.number().int().positive()`. */
export const inteiroPositivo: Leitor<number> = (v) =>
  typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : FALHA;

export function umDe<T extends string>(...opcoes: readonly T[]): Leitor<T> {
  return (v) => (opcoes.includes(v as T) ? (v as T) : FALHA);
}

export function ouNulo<T>(leitor: Leitor<T>): Leitor<T | null> {
  return (v) => (v === null ? null : leitor(v));
}

/** Same as zod's `.optional()`: an absent field stays absent. */
export function opcional<T>(leitor: Leitor<T>): Leitor<T | undefined> {
  return (v) => (v === undefined ? undefined : leitor(v));
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
      if (valor !== undefined) lido[campo] = valor;
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
