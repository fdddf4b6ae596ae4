import { z } from 'zod';
import { possuiQuestionarioResponseSchema } from '../api.js';
import { alertaSchema, idSchema } from '../schemas/common.js';
import {
  filtroRespostasSchema,
  questionarioSchema,
  respostasQuestionarioSchema,
} from '../schemas/questionario.js';
import { questionarios } from './questionarios.js';
import { definicoes, type EsquemasDe } from './esquema.js';

const respostas = { body: respostasQuestionarioSchema };

export const esquemasQuestionarios = {
  buscar: {
    querystring: z.object({
      tipo: z.enum(['EMPRESA', 'EMPREENDA', 'GERAL', 'DINAMICO', 'MATRICULA']),
      idCurso: idSchema.optional(),
      idQuestionario: idSchema.optional(),
    }),
    response: { 200: questionarioSchema },
  },
  registrarRespostas: { ...respostas, response: { 201: alertaSchema } },
  respostas: { querystring: filtroRespostasSchema, response: { 200: respostasQuestionarioSchema } },
  alterarRespostas: { ...respostas, response: { 200: alertaSchema } },
  possuiDoPeriodo: {
    querystring: z.object({ idUsuario: idSchema, idPeriodoInscricao: idSchema }),
    response: { 200: possuiQuestionarioResponseSchema },
  },
  registrarMatriculaExpresso: { ...respostas, response: { 201: alertaSchema } },
} satisfies EsquemasDe<typeof questionarios>;

export const definicoesQuestionarios = definicoes(questionarios, esquemasQuestionarios);
