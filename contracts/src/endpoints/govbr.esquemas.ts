import { z } from 'zod';
import { govBrExchangeRequestSchema } from '../schemas/auth.js';
import { govbr } from './govbr.js';
import { definicoes, type EsquemasDe } from './esquema.js';
import { respostaDeSessao } from './sessao.esquemas.js';

/** The OAuth token request the API mediates for gov.br (form-encoded, RFC 6749 §4.1.3 and §6). */
const tokenGovbrSchema = z.object({
  grant_type: z.enum(['authorization_code', 'refresh_token']),
  code: z.string().min(1).max(2048).optional(),
  redirect_uri: z.string().url().max(2048).optional(),
  code_verifier: z.string().min(43).max(128).optional(),
  refresh_token: z.string().min(1).max(4096).optional(),
  client_id: z.string().max(200).optional(),
});

export const esquemasGovbr = {
  autenticar: { body: govBrExchangeRequestSchema, ...respostaDeSessao },
  token: { body: tokenGovbrSchema },
  dados: {},
} satisfies EsquemasDe<typeof govbr>;

export const definicoesGovbr = definicoes(govbr, esquemasGovbr);
