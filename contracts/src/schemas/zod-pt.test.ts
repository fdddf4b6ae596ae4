import { z } from 'zod';
import * as contratos from '../index.js';

/** Words of zod's English (and of its technical pt locale) that must never reach a citizen. */
const INGLES =
  /\b(invalid|expected|received|too|small|big|must|should|required|string|number|input|object|array|characters?|option|unrecognized|keys?|entrada|esperava|demasiado|nan|undefined|null)\b/i;

const RUINS: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'x',
  'a'.repeat(5000),
  -1,
  0,
  1.5,
  1e12,
  true,
  [],
  {},
  [1, 2],
  'não',
];

/** Inputs that fail every field of an object schema in turn: each key set to each bad value, plus an unknown key. */
function casosDeFalha(schema: z.ZodType): unknown[] {
  const forma = (schema as { shape?: Record<string, unknown> }).shape;
  if (!forma) return RUINS;
  const chaves = Object.keys(forma);
  return [
    ...RUINS,
    ...RUINS.map((ruim) => Object.fromEntries(chaves.map((chave) => [chave, ruim]))),
    { ...Object.fromEntries(chaves.map((chave) => [chave, 'x'])), campoInventado: 1 },
  ];
}

const schemas = (Object.entries(contratos) as [string, unknown][]).filter(
  (entrada): entrada is [string, z.ZodType] =>
    entrada[1] instanceof z.ZodType && entrada[0] !== 'registroRemotosSchema',
);

it('há schemas para percorrer', () => {
  expect(schemas.length).toBeGreaterThan(30);
});

it.each(schemas)('%s: toda mensagem de falha está em português', (_nome, schema) => {
  const mensagens = new Set<string>();
  for (const caso of casosDeFalha(schema)) {
    const resultado = schema.safeParse(caso);
    if (!resultado.success) resultado.error.issues.forEach((issue) => mensagens.add(issue.message));
  }
  for (const mensagem of mensagens) expect(mensagem).not.toMatch(INGLES);
});

it('as mensagens gerais são as do portal', () => {
  const { usuarioUpdateSchema, esqueciSenhaSchema } = contratos;
  const erros = usuarioUpdateSchema.safeParse({
    nome: 'ab',
    email: 'x@y.com',
    dataNascimento: '01/01/2000',
    a: 1,
  });
  expect(erros.error?.issues.map((i) => i.message)).toEqual([
    'Informe pelo menos 3 caracteres.',
    'Campo não previsto: a.',
  ]);
  expect(esqueciSenhaSchema.safeParse({}).error?.issues[0]?.message).toBe('Campo obrigatório.');
  expect(esqueciSenhaSchema.safeParse({ login: 'x'.repeat(300) }).error?.issues[0]?.message).toBe(
    'Use no máximo 254 caracteres.',
  );
});
