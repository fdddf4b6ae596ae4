import { z } from 'zod';
import { emailConfirmadoResponseSchema } from '../api.js';
import { authenticationResponseSchema } from '../schemas/auth.js';
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
import { conta } from './conta.js';
import { definicoes, type EsquemasDe } from './esquema.js';
import { respostaDeSessao } from './sessao.esquemas.js';

/** Which page sent the citizen to the e-mail link (0, 1 or 2), echoed in the link. */
const origem = z.object({ origem: z.coerce.number().int().min(0).max(2).optional() });

export const esquemasConta = {
  criar: { body: usuarioCreateSchema, response: { 201: authenticationResponseSchema } },
  verificarEmail: {
    params: z.object({ email: emailSchema }),
    response: { 200: verificarEmailResponseSchema },
  },
  porId: { params: idParamSchema, response: { 200: usuarioSchema } },
  atualizar: { params: idParamSchema, body: usuarioUpdateSchema, response: { 200: usuarioSchema } },
  dadosAtualizacaoCadastro: { params: idParamSchema },
  atualizarCadastro: { params: idParamSchema, body: dadosAtualizacaoCadastroSchema, ...respostaDeSessao },
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
} satisfies EsquemasDe<typeof conta>;

export const definicoesConta = definicoes(conta, esquemasConta);
