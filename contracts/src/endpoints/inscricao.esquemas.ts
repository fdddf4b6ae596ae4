import { z } from 'zod';
import {
  inscricaoDetalheSchema,
  inscricaoProgramaRequestSchema,
  periodoInscricaoSchema,
  primeiroEmpregoRequestSchema,
} from '../api.js';
import { idParamSchema, idSchema } from '../schemas/common.js';
import {
  inscricaoCreateSchema,
  inscricaoCreateUpdateSchema,
  inscricaoUpdateSchema,
  meusCursosParamsSchema,
} from '../schemas/inscricao.js';
import { inscricao } from './inscricao.js';
import { definicoes, type EsquemasDe } from './esquema.js';

const resposta = { 200: inscricaoDetalheSchema, 201: inscricaoDetalheSchema };
const lista = { 200: z.array(inscricaoDetalheSchema) };
const atualizacao = { body: inscricaoUpdateSchema, response: resposta };
const programa = {
  params: idParamSchema,
  body: inscricaoProgramaRequestSchema,
  response: { 201: inscricaoDetalheSchema },
};
const doUsuario = z.object({ userId: idSchema });

export const esquemasInscricao = {
  criarVirtual: { body: inscricaoCreateSchema, response: resposta },
  criarOuAlterarNovoEmprego: { body: inscricaoCreateUpdateSchema, response: resposta },
  atualizarVirtual: atualizacao,
  atualizarNovoEmprego: atualizacao,
  atualizarEmprego: atualizacao,
  cancelar: { params: idParamSchema, response: resposta },
  marcarAvisoVisto: { params: idParamSchema, response: resposta },
  confirmarMatricula: {
    querystring: z.object({ idInscricao: idSchema, idConvocado: idSchema }),
    response: resposta,
  },
  porId: { params: idParamSchema, response: { 200: inscricaoDetalheSchema } },
  daModalidade: { params: z.object({ modalidade: idSchema, userId: idSchema }), response: lista },
  canceladas: { params: doUsuario, response: lista },
  meusCursos: { params: meusCursosParamsSchema, response: lista },
  programaNovo: programa,
  empreendaSP: programa,
  empreendaJovem: programa,
  programasAbertos: {},
  primeiroEmpregoDoUsuario: {
    params: doUsuario,
    response: {
      200: z.object({
        inscricoes: z.array(inscricaoDetalheSchema),
        periodoAtual: periodoInscricaoSchema.nullable(),
      }),
    },
  },
  primeiroEmprego: { body: primeiroEmpregoRequestSchema, response: resposta },
} satisfies EsquemasDe<typeof inscricao>;

export const definicoesInscricao = definicoes(inscricao, esquemasInscricao);
