/**
 * Hostile inputs for the property-based test of the OpenAPI document: values an outsider would send, mixed with
 * plausible ones (a valid CPF, a real id) so that requests also get past the first checks and reach the database.
 */
import fc from 'fast-check';

const NUL = '\u0000';

/** Integers and numeric text around the limits of PostgreSQL's integer column and of JavaScript numbers. */
export const numeroHostil: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(0, -1, 1, 2147483647, 2147483648, -2147483649, 4294967296, 2 ** 53 + 2, 1e308, 1.5, -0.0),
  fc.constantFrom(
    '2147483648',
    '99999999999999999999',
    '1e400',
    'NaN',
    'Infinity',
    '-1',
    '0x10',
    '1.0',
    ' 1',
    `1${NUL}`,
  ),
  fc.integer(),
  fc.double(),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 64n }).map(String),
);

/** Text with NUL, lone surrogates, huge lengths, markup, SQL and path tricks. */
export const textoHostil: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    NUL,
    `a${NUL}b`,
    '\ud800',
    '\udfff',
    '',
    ' ',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
  ),
  fc.constantFrom('%00', '%', '31/02/2024', '00/00/0000', '99/99/99999', '😀'.repeat(200), 'ç'.repeat(300)),
  fc.nat({ max: 70_000 }).map((n) => 'x'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 300 }),
);

export const qualquerCoisa: fc.Arbitrary<unknown> = fc.oneof(
  numeroHostil,
  textoHostil,
  fc.constantFrom(null, true, false, [], {}, [NUL], { $gt: '' }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Plausible values by field name, so that hostile values elsewhere in the body are the ones that matter. */
function plausivel(campo: string, idUsuario: number): fc.Arbitrary<unknown> {
  const c = campo.toLowerCase();
  if (c === 'cpf') return fc.constantFrom('52998224725', '529.982.247-25', '11144477735');
  if (c.includes('email')) return fc.constantFrom('maria.silva@exemplo.com.br', 'novo@exemplo.com.br');
  if (c.startsWith('data')) return fc.constantFrom('15/03/1990', '01-01-2000');
  if (c.includes('senha')) return fc.constant('Frase-Secreta-Longa-42');
  if (c === 'idusuario' || c === 'userid') return fc.constant(idUsuario);
  if (c.startsWith('id') || c === 'id') return fc.integer({ min: 1, max: 30 });
  return fc.oneof(fc.string({ maxLength: 20 }), fc.integer({ min: 0, max: 5 }), fc.boolean());
}

export function valorDeCampo(campo: string, idUsuario: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: plausivel(campo, idUsuario) },
    { weight: 3, arbitrary: qualquerCoisa },
  );
}

/** A body: the operation's fields (some missing, some hostile, sometimes an extra key), or not an object at all. */
export function corpoHostil(campos: string[], idUsuario: number): fc.Arbitrary<unknown> {
  const registro = fc.record(Object.fromEntries(campos.map((c) => [c, valorDeCampo(c, idUsuario)])), {
    requiredKeys: [],
  });
  return fc.oneof(
    { weight: 6, arbitrary: registro },
    { weight: 1, arbitrary: registro.map((r) => ({ ...r, [`extra${NUL}`]: 1 })) },
    { weight: 1, arbitrary: qualquerCoisa },
    { weight: 1, arbitrary: fc.constantFrom('{"login":', 'not json', `{"a":"${NUL}"}`) },
  );
}

/** Percent-encoded; a lone surrogate (which encodeURIComponent refuses) travels as its raw UTF-8 bytes. */
function codificar(valor: unknown): string {
  const texto = typeof valor === 'string' ? valor : (JSON.stringify(valor) ?? '');
  try {
    return encodeURIComponent(texto).slice(0, 6000);
  } catch {
    return '%ED%A0%80';
  }
}

/** A path or query value as it travels in a URL. */
export const segmentoHostil: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 30 }).map(String) },
  { weight: 4, arbitrary: qualquerCoisa.map(codificar) },
);
