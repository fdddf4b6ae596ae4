import { z } from './zod-pt.js';
import { UFS } from '../cep.js';

/** The spec's alert shape, used by every API error and by the portal's alert helper. */
export const alertaSchema = z.object({ message: z.string(), errors: z.array(z.string()) });
export type Alerta = z.infer<typeof alertaSchema>;

/** Largest value of PostgreSQL's integer (serial) columns: a larger id cannot exist, and must not reach the database. */
export const ID_MAXIMO = 2147483647;
const idForaDoLimite = 'Identificador fora do limite.';
/** An id in a path or query string (text, coerced). */
export const idSchema = z.coerce.number().int().positive().max(ID_MAXIMO, idForaDoLimite);
/** An id in a JSON body (a number). */
export const idNumeroSchema = z.number().int().positive().max(ID_MAXIMO, idForaDoLimite);
export const idParamSchema = z.object({ id: idSchema });

/**
 * The longest text each account field takes: the schemas' `.max()` and the inputs' `maxLength` read the same number,
 * so a form never lets someone type what the API will refuse. The CPF and the date are the longest ways of writing
 * them (000.000.000-00, dd/mm/aaaa); their schemas check the shape.
 */
export const TAMANHO_MAXIMO = { nome: 150, email: 254, senha: 128, cpf: 14, data: 10 } as const;

export const dataBrSchema = z
  .string()
  .trim()
  .regex(/^\d{2}[/-]\d{2}[/-]\d{4}$/, 'Use a data no formato dd/mm/aaaa.')
  .refine(dataBrValida, 'Data inexistente.');

function dataBrValida(valor: string): boolean {
  const [d, m, a] = valor.split(/[/-]/).map(Number) as [number, number, number];
  const data = new Date(Date.UTC(a, m - 1, d));
  return data.getUTCFullYear() === a && data.getUTCMonth() === m - 1 && data.getUTCDate() === d && a >= 1900;
}

/** A calendar date as the API sends it: ISO 'aaaa-mm-dd', no time and no zone (the portal formats it for people). */
export const dataIsoSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data no formato aaaa-mm-dd.');

export const cpfSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/[.\-\s]/g, ''))
  // Eleven characters, all digits: `cpfValido` drops every non-digit, and a letter left here reached the column.
  .refine((v) => v.length === 11 && cpfValido(v), 'CPF inválido.');

/** One CPF check digit (módulo 11) of the digits before it: the ninth-digit base gives the first, ten the second. */
function digitoVerificadorDoCpf(digitos: string): number {
  const peso = digitos.length + 1;
  const soma = [...digitos].reduce((acc, n, i) => acc + Number(n) * (peso - i), 0);
  const resto = (soma * 10) % 11;
  return resto === 10 ? 0 : resto;
}

/** The CPF's eleven digits from its first nine: the two check digits appended (seed and test accounts). */
export function completarCpf(noveDigitos: string): string {
  const comPrimeiro = noveDigitos + digitoVerificadorDoCpf(noveDigitos);
  return comPrimeiro + digitoVerificadorDoCpf(comPrimeiro);
}

/** CPF check digits (módulo 11); eleven equal digits pass the arithmetic and are refused. */
export function cpfValido(cpf: string): boolean {
  const digitos = cpf.replace(/\D/g, '');
  if (digitos.length !== 11 || /^(\d)\1{10}$/.test(digitos)) return false;
  return completarCpf(digitos.slice(0, 9)) === digitos;
}

export const cepSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/\D/g, ''))
  .refine((v) => v.length === 8, 'O CEP deve ter 8 números.');

export const ufSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(UFS, { message: 'UF inválida.' }));

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .email('E-mail inválido.')
  .max(TAMANHO_MAXIMO.email);
export const telefoneSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/\D/g, ''))
  .refine((v) => v.length === 10 || v.length === 11, 'Telefone deve ter DDD e 8 ou 9 números.');

export const senhaSchema = z
  .string()
  .min(8, 'A senha deve ter pelo menos 8 caracteres.')
  .max(TAMANHO_MAXIMO.senha)
  .regex(/[A-Za-z]/, 'A senha deve ter letras.')
  .regex(/\d/, 'A senha deve ter números.');
