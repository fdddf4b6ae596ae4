import { z } from 'zod';
import {
  arcoSchema,
  cursoSchema,
  faqSchema,
  municipioSchema,
  programaSchema,
  trilhaSchema,
  unidadeSchema,
} from '../schemas/catalogo.js';
import { alertaSchema, idSchema } from '../schemas/common.js';
import { perguntaFaqRequestSchema } from '../schemas/faq-pergunta.js';
import { turmaSchema, vagasDaTurmaSchema } from '../schemas/inscricao.js';
import { catalogo } from './catalogo.js';
import { definicoes, type EsquemasDe } from './esquema.js';

const idCurso = z.object({ idCurso: idSchema });

export const esquemasCatalogo = {
  programas: { response: { 200: z.array(programaSchema) } },
  cursos: {
    querystring: z.object({ modalidade: idSchema.optional() }),
    response: { 200: z.array(cursoSchema) },
  },
  curso: { params: idCurso, response: { 200: cursoSchema } },
  municipiosDoCurso: { params: idCurso, response: { 200: z.array(municipioSchema) } },
  unidades: {
    params: z.object({ idCurso: idSchema, idMunicipio: idSchema }),
    response: { 200: z.array(unidadeSchema) },
  },
  turmas: { params: z.object({ idOrdemServico: idSchema }), response: { 200: z.array(turmaSchema) } },
  vagas: { params: z.object({ idOrdemServico: idSchema }), response: { 200: z.array(vagasDaTurmaSchema) } },
  arco: { params: z.object({ idArco: idSchema }), response: { 200: arcoSchema } },
  trilhas: { response: { 200: z.array(trilhaSchema) } },
  trilha: { params: z.object({ idTrilha: idSchema }), response: { 200: trilhaSchema } },
  faq: {
    querystring: z.object({ tipo: z.string().trim().min(1).max(40).optional() }),
    response: { 200: z.array(faqSchema) },
  },
  enviarPerguntaFaq: { body: perguntaFaqRequestSchema, response: { 201: alertaSchema } },
} satisfies EsquemasDe<typeof catalogo>;

export const definicoesCatalogo = definicoes(catalogo, esquemasCatalogo);
