import { z } from './zod-pt.js';
import { idNumeroSchema, idSchema } from './common.js';

export const perguntaSchema = z.object({
  id: z.number().int(),
  texto: z.string(),
  tipo: z.enum(['TEXTO', 'UNICA', 'MULTIPLA']),
  obrigatoria: z.boolean(),
  opcoes: z.array(z.object({ id: z.number().int(), texto: z.string() })),
});
export type Pergunta = z.infer<typeof perguntaSchema>;

export const questionarioSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  tipo: z.enum(['EMPRESA', 'EMPREENDA', 'GERAL', 'DINAMICO', 'MATRICULA']),
  idCurso: z.number().int().nullable(),
  perguntas: z.array(perguntaSchema),
});
export type Questionario = z.infer<typeof questionarioSchema>;

/** Characters a text answer may have; the questionnaires' text boxes stop there. */
export const RESPOSTA_TEXTO_MAXIMO = 2000;

export const respostaSchema = z.strictObject({
  idPergunta: idNumeroSchema,
  idsOpcoes: z.array(idNumeroSchema).max(50).optional(),
  texto: z.string().max(RESPOSTA_TEXTO_MAXIMO).optional(),
});

export const respostasQuestionarioSchema = z.strictObject({
  idQuestionario: idNumeroSchema,
  idUsuario: idNumeroSchema,
  idCurso: idNumeroSchema.nullish(),
  idPeriodoInscricao: idNumeroSchema.nullish(),
  respostas: z.array(respostaSchema).max(200),
});
export type RespostasQuestionario = z.infer<typeof respostasQuestionarioSchema>;

/**
 * GET /v1/questionarios/respostas: whose answers to which questionnaire (and course or period, as they were sent).
 * The answer is a `respostasQuestionarioSchema`; PUT of the same path changes them (decision 0143).
 */
export const filtroRespostasSchema = z.object({
  idQuestionario: idSchema,
  idUsuario: idSchema,
  idCurso: idSchema.optional(),
  idPeriodoInscricao: idSchema.optional(),
});
export type FiltroRespostas = z.infer<typeof filtroRespostasSchema>;
