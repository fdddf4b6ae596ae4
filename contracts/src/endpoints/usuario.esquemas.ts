import { z } from 'zod';
import { emailConfirmadoResponseSchema } from '../api.js';
import {
  authenticationRequestSchema,
  authenticationResponseSchema,
  govBrExchangeRequestSchema,
  refreshRequestSchema,
} from '../schemas/auth.js';
import { emailSchema, idParamSchema } from '../schemas/common.js';
import {
  alterarEmailSchema,
  dadosAtualizacaoCadastroSchema,
  esqueciSenhaSchema,
  redefinirSenhaSchema,
  usuarioCreateSchema,
  usuarioSchema,
  usuarioUpdateSchema,
  verificarEmailResponseSchema,
} from '../schemas/usuario.js';
import { usuario } from './usuario.js';
import { definicoes, type EsquemasDe } from './esquema.js';

const sessao = { response: { 200: authenticationResponseSchema } };
/** Which page sent the citizen to the e-mail link (0, 1 or 2), echoed in the link. */
const origem = z.object({ origem: z.coerce.number().int().min(0).max(2).optional() });
/** The OAuth token request the API mediates for gov.br (form-encoded, RFC 6749 §4.1.3 and §6). */
const tokenGovbrSchema = z.object({
  grant_type: z.enum(['authorization_code', 'refresh_token']),
  code: z.string().min(1).max(2048).optional(),
  redirect_uri: z.string().url().max(2048).optional(),
  code_verifier: z.string().min(43).max(128).optional(),
  refresh_token: z.string().min(1).max(4096).optional(),
  client_id: z.string().max(200).optional(),
});

export const esquemasUsuario = {
  autenticar: { body: authenticationRequestSchema, ...sessao },
  renovar: { body: refreshRequestSchema, ...sessao },
  // The body is optional and read by the handler (a missing or empty body is allowed), so it is not declared here.
  sair: {},
  autenticarGovbr: { body: govBrExchangeRequestSchema, ...sessao },
  tokenGovbr: { body: tokenGovbrSchema },
  dadosGovbr: {},
  criarConta: { body: usuarioCreateSchema, response: { 201: authenticationResponseSchema } },
  verificarEmail: {
    params: z.object({ email: emailSchema }),
    response: { 200: verificarEmailResponseSchema },
  },
  porId: { params: idParamSchema, response: { 200: usuarioSchema } },
  atualizar: { params: idParamSchema, body: usuarioUpdateSchema, response: { 200: usuarioSchema } },
  dadosAtualizacaoCadastro: { params: idParamSchema },
  atualizarCadastro: { params: idParamSchema, body: dadosAtualizacaoCadastroSchema, ...sessao },
  alterarEmail: { params: idParamSchema, body: alterarEmailSchema, response: { 200: usuarioSchema } },
  emailConfirmado: { params: idParamSchema, response: { 200: emailConfirmadoResponseSchema } },
  reenviarConfirmacao: { params: idParamSchema, querystring: origem },
  confirmarEmail: {
    params: idParamSchema,
    querystring: origem.extend({ token: z.string().min(10).max(200) }),
  },
  pedirRedefinicaoPorId: { params: idParamSchema, querystring: origem },
  pedirRedefinicao: { querystring: origem, body: esqueciSenhaSchema },
  redefinirSenha: { params: idParamSchema, body: redefinirSenhaSchema },
} satisfies EsquemasDe<typeof usuario>;

export const definicoesUsuario = definicoes(usuario, esquemasUsuario);
