import { z } from '../schemas/zod-pt.js';
import { idNumeroSchema, idParamSchema } from '../schemas/common.js';
import { convocacao } from './convocacao.js';
import { definicoes, type EsquemasDe } from './esquema.js';

/** Limits of a call-up request (decision 1500): at most 500 enrolments at once, a deadline of 1 to 30 working days. */
export const CONVOCACAO_MAXIMO_POR_PEDIDO = 500;
export const PRAZO_DIAS_UTEIS_MAXIMO = 30;

/** An instant as the API sends it: ISO 8601 in UTC ('2026-11-26T02:59:59Z'); the portal shows it in Brasília time. */
export const instanteSchema = z.iso.datetime();

/** Either the chosen enrolments (`idsInscricao`) or every active one (`todos: true`), never both. */
export const convocarPedidoSchema = z
  .strictObject({
    idsInscricao: z
      .array(idNumeroSchema)
      .min(1, 'Escolha ao menos uma inscrição.')
      .max(CONVOCACAO_MAXIMO_POR_PEDIDO, `Convoque no máximo ${CONVOCACAO_MAXIMO_POR_PEDIDO} de uma vez.`)
      .refine((ids) => new Set(ids).size === ids.length, 'A lista repete uma inscrição.')
      .optional(),
    todos: z.boolean().optional(),
    prazoDiasUteis: z.number().int().min(1).max(PRAZO_DIAS_UTEIS_MAXIMO).optional(),
  })
  .refine((p) => (p.idsInscricao !== undefined) !== (p.todos === true), {
    message: 'Escolha as inscrições ou "todos", um dos dois.',
    path: ['idsInscricao'],
  });
export type ConvocarPedido = z.infer<typeof convocarPedidoSchema>;

export const convocadaSchema = z.object({
  idInscricao: z.number().int(),
  /** The `idConvocado` of ConfirmarMatricula. */
  idConvocacao: z.number().int(),
  prazo: instanteSchema,
});
export const convocarRespostaSchema = z.object({
  convocadas: z.array(convocadaSchema),
  prazo: instanteSchema,
});
export type ConvocarResposta = z.infer<typeof convocarRespostaSchema>;

/** One status change of an enrolment, from inscricao_auditoria (oldest first). */
export const eventoDaInscricaoSchema = z.object({
  status: z.number().int(),
  nomeStatus: z.string(),
  em: instanteSchema,
  motivo: z.string(),
});
export type EventoDaInscricao = z.infer<typeof eventoDaInscricaoSchema>;
/** The reason of a class change's audit row (status 1 to 1): the timeline tells it apart from the enrolment itself. */
export const MOTIVO_TROCA_DE_TURMA = 'troca de turma';

export const RELOGIO_AVANCO_MAXIMO_MINUTOS = 100000;
export const moverRelogioSchema = z.union([
  z.strictObject({ avancarMinutos: z.number().int().min(0).max(RELOGIO_AVANCO_MAXIMO_MINUTOS) }),
  z.strictObject({ zerar: z.literal(true) }),
]);
export type MoverRelogio = z.infer<typeof moverRelogioSchema>;
export const relogioSchema = z.object({ agora: instanteSchema, deslocamentoMinutos: z.number().int() });
export type Relogio = z.infer<typeof relogioSchema>;

export const esquemasConvocacao = {
  convocar: {
    params: idParamSchema,
    body: convocarPedidoSchema,
    response: { 201: convocarRespostaSchema },
  },
  linhaDoTempo: { params: idParamSchema, response: { 200: z.array(eventoDaInscricaoSchema) } },
} satisfies EsquemasDe<typeof convocacao>;

export const definicoesConvocacao = definicoes(convocacao, esquemasConvocacao);
