import { z } from 'zod';
import { lerAlerta, lerClaimsDoToken, lerRespostaAutenticacao } from './leituras-leves.js';
import { accessTokenClaimsSchema, authenticationResponseSchema } from './schemas/auth.js';
import { alertaSchema } from './schemas/common.js';

/** What the zod schema answers: its data, or null when it refuses. */
const peloZod = (schema: z.ZodType, valor: unknown) => {
  const lido = schema.safeParse(valor);
  return lido.success ? lido.data : null;
};

const claims = {
  sid: 7,
  sessao: 's1',
  name: 'Maria Silva',
  email: 'm@x.br',
  role: 'Candidato',
  exp: 2,
  iat: 1,
};
const AMOSTRAS = {
  alerta: [
    { message: 'Erro', errors: [] },
    { message: 'Erro', errors: ['a', 'b'], outro: true },
    { message: 'Erro', errors: ['a', 2] },
    { message: 'Erro' },
    { errors: [] },
    undefined,
  ],
  autenticacao: [{ token: 't', refreshToken: 'r' }, { token: 't' }, { token: 't', refreshToken: 5 }, 'x'],
  claims: [
    claims,
    { ...claims, sid: '12', aceitouTermo: true, uf: 'SP', extra: 'x' },
    { ...claims, uf: null },
    { ...claims, sid: 0 },
    { ...claims, sid: '1.5' },
    { ...claims, sid: 'abc' },
    { ...claims, aceitouTermo: 'sim' },
    { ...claims, uf: 3 },
    { ...claims, exp: '2' },
    { ...claims, name: undefined },
    null,
  ],
};

describe('leituras sem zod (o caminho de partida de cada página)', () => {
  it.each(AMOSTRAS.alerta)('corpo de erro %j: mesma resposta do alertaSchema', (valor) => {
    expect(lerAlerta(valor)).toEqual(peloZod(alertaSchema, valor));
  });

  it.each(AMOSTRAS.autenticacao)('resposta de autenticação %j: mesma resposta do schema', (valor) => {
    expect(lerRespostaAutenticacao(valor)).toEqual(peloZod(authenticationResponseSchema, valor));
  });

  it.each(AMOSTRAS.claims)('claims %j: mesma resposta do accessTokenClaimsSchema', (valor) => {
    expect(lerClaimsDoToken(valor)).toEqual(peloZod(accessTokenClaimsSchema, valor));
  });
});
