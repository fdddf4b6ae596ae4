import { z } from './schemas/zod-pt.js';
import { dadosSocioeconomicosRecordSchema } from './schemas/candidato.js';
import { exigeStatusGraduacao } from './rules.js';
import { dataIsoSchema, idNumeroSchema } from './schemas/common.js';
import { inscricaoSchema } from './schemas/inscricao.js';

/**
 * Contracts added with the API (additive): the small response shapes of calls the spec leaves "not shown". The
 * enrolment constants that came with them are in `inscricoes.ts`, without zod: the enrolment area's route table uses
 * them on its first load (decision 0841).
 */
export const emailConfirmadoResponseSchema = z.object({ confirmado: z.literal(true) });
export const possuiQuestionarioResponseSchema = z.object({
  possui: z.boolean(),
  idQuestionario: z.number().int().nullable(),
});
export type PossuiQuestionarioResponse = z.infer<typeof possuiQuestionarioResponseSchema>;

export const periodoInscricaoSchema = z.object({
  id: z.number().int(),
  idPrograma: z.number().int(),
  inicio: dataIsoSchema,
  fim: dataIsoSchema,
});
export type PeriodoInscricao = z.infer<typeof periodoInscricaoSchema>;

/** Body of POST /v1/inscricao/PrimeiroEmpregoSP: create or move the first-job enrolment. */
export const primeiroEmpregoRequestSchema = z.strictObject({
  idUsuario: idNumeroSchema,
  idTurmaPrincipal: idNumeroSchema,
});
export type PrimeiroEmpregoRequest = z.infer<typeof primeiroEmpregoRequestSchema>;

/** Body of the programme enrolment calls (InscriverProgramaNovo, EmpreendaSP, EmpreendaJovem). */
export const inscricaoProgramaRequestSchema = z.strictObject({
  idUsuario: idNumeroSchema,
  idTurmaPrincipal: idNumeroSchema,
  idStatusInscricao: z.literal(1).optional(),
});
export type InscricaoProgramaRequest = z.infer<typeof inscricaoProgramaRequestSchema>;

/** Local mailbox entry (GET /v1/dev/mensagens, only with DEV_MAILBOX=1). */
export const mensagemDevSchema = z.object({
  id: z.number().int(),
  para: z.string(),
  assunto: z.string(),
  corpo: z.string(),
  link: z.string().nullable(),
  tipo: z.string(),
  criadoEm: z.string(),
});
export type MensagemDev = z.infer<typeof mensagemDevSchema>;

/** The socioeconomic record as the API receives it: idUsuario plus the same graduation-status rule as the form. */
export const dadosSocioeconomicosRecordValidoSchema = dadosSocioeconomicosRecordSchema.refine(
  (d) => !exigeStatusGraduacao(d.idGrauInstrucao) || d.idStatusGraduacao != null,
  { message: 'Informe a situação da escolaridade.', path: ['idStatusGraduacao'] },
);

/** An enrolment as the API returns it: contracts' inscricaoSchema plus the call-up id ConfirmarMatricula needs. */
export const inscricaoDetalheSchema = inscricaoSchema.extend({
  aprovado: z.boolean().nullable(),
  idConvocacao: z.number().int().nullable(),
});
export type InscricaoDetalhe = z.infer<typeof inscricaoDetalheSchema>;

/**
 * Small shapes a remote used to declare with its own zod import (that import alone put a second copy of zod, about
 * 27 KiB gzip, on the remote's landing route); here they reuse the copy the shell already loaded with contracts.
 */
export const primeiroEmpregoListaResponseSchema = z.object({
  inscricoes: z.array(inscricaoDetalheSchema),
  periodoAtual: periodoInscricaoSchema.nullable(),
});

/** What the shift step stores as the enrolment option (spec §3 "enrolment option"). */
export const opcaoInscricaoSchema = z.object({
  idTurma: z.number().int().positive(),
  idOrdemServico: z.number().int().positive(),
});
export type OpcaoInscricao = z.infer<typeof opcaoInscricaoSchema>;

/** GET …/dadosAtualizacaoCadastro: what is on record today; older accounts may lack a birth date. */
export const dadosCadastroAtuaisSchema = z.object({
  nome: z.string(),
  email: z.string(),
  dataNascimento: z.string().nullable().default(null),
});
export type DadosCadastroAtuais = z.infer<typeof dadosCadastroAtuaisSchema>;
