import {
  authenticationRequestSchema,
  authenticationResponseSchema,
  refreshRequestSchema,
} from '../schemas/auth.js';
import { sessao } from './sessao.js';
import { definicoes, type EsquemasDe } from './esquema.js';

/** The answer of every call that opens or renews a portal session (sign-in, gov.br, refresh, a completed record). */
export const respostaDeSessao = { response: { 200: authenticationResponseSchema } };

export const esquemasSessao = {
  autenticar: { body: authenticationRequestSchema, ...respostaDeSessao },
  renovar: { body: refreshRequestSchema, ...respostaDeSessao },
  // The body is optional and read by the handler (a missing or empty body is allowed), so it is not declared here.
  sair: {},
} satisfies EsquemasDe<typeof sessao>;

export const definicoesSessao = definicoes(sessao, esquemasSessao);
