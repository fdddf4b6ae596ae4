import { z } from './zod-pt.js';
import { Turno } from '../enums.js';
import { dataIsoSchema, idNumeroSchema as id, idSchema } from './common.js';

/** The course format the candidate enrols in (spec §3 stored item {formatoCurso}); kept on the enrolment. */
export const formatoCursoSchema = z.enum(['PRESENCIAL', 'ONLINE']);
export type FormatoCurso = z.infer<typeof formatoCursoSchema>;

export const inscricaoCreateSchema = z.strictObject({
  idTurmaPrincipal: id,
  idUsuario: id,
  idStatusInscricao: z.literal(1),
  formatoCurso: formatoCursoSchema.optional(),
});
export type InscricaoCreate = z.infer<typeof inscricaoCreateSchema>;

/**
 * createUpdateNovoEmprego: a create, or the change of the enrolment named by `id` (the id the edit flow's draft
 * carries). Without `id` it never moves an existing enrolment.
 */
export const inscricaoCreateUpdateSchema = inscricaoCreateSchema.extend({ id: id.optional() });
export type InscricaoCreateUpdate = z.infer<typeof inscricaoCreateUpdateSchema>;

/** Update: the stored draft plus the new class (spec §7); the draft carries the enrolment id. */
export const inscricaoUpdateSchema = z.object({
  id,
  idTurmaPrincipal: id,
  idTurmaOpcao: id.nullable().optional(),
  idUsuario: id,
});
export type InscricaoUpdate = z.infer<typeof inscricaoUpdateSchema>;

export const modalidadeSchema = z.object({ id: z.number().int(), nome: z.string() });
export const cursoResumoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  urlSlug: z.string(),
  modalidade: modalidadeSchema,
});

export const turmaSchema = z.object({
  id: z.number().int(),
  idOrdemServico: z.number().int(),
  turno: z.enum([Turno.Manha, Turno.Tarde, Turno.Noite, Turno.Integral]),
  horario: z.string(),
  dataInicio: dataIsoSchema,
  dataFim: dataIsoSchema,
  inscricoesAte: dataIsoSchema,
  vagas: z.number().int(),
  vagasDisponiveis: z.number().int(),
  aberta: z.boolean(),
});
export type Turma = z.infer<typeof turmaSchema>;

/**
 * Seats left in each class of a service order: the one live value of the catalogue, served apart and short-lived so
 * the class list itself stays cacheable (decision 0174). A page that shows seats reads them from here.
 */
export const vagasDaTurmaSchema = z.object({
  idTurma: z.number().int(),
  vagasDisponiveis: z.number().int(),
  aberta: z.boolean(),
});
export type VagasDaTurma = z.infer<typeof vagasDaTurmaSchema>;

export const turmaDetalheSchema = turmaSchema.extend({
  cursoQualificacao: cursoResumoSchema,
  unidade: z.object({ id: z.number().int(), nome: z.string(), endereco: z.string() }),
  municipio: z.object({ id: z.number().int(), nome: z.string() }),
});
export type TurmaDetalhe = z.infer<typeof turmaDetalheSchema>;

export const inscricaoSchema = z.object({
  id: z.number().int(),
  idTurmaPrincipal: z.number().int(),
  idTurmaOpcao: z.number().int().nullable(),
  idUsuario: z.number().int(),
  idStatusInscricao: z.number().int(),
  avisoCancelamentoVisto: z.boolean(),
  dataInscricao: z.string(),
  /** Optional in the type so older stored drafts still parse; the API always sends it. */
  formatoCurso: formatoCursoSchema.nullable().optional(),
  /** Status 3: when the call-up ends (ISO instant, UTC); null otherwise (decision 1500). Optional for stored drafts. */
  prazoConvocacao: z.iso.datetime().nullable().optional(),
  /** Status 6: place on the class's waiting list, from 1; null otherwise. */
  posicaoNaEspera: z.number().int().positive().nullable().optional(),
  turmaPrincipal: turmaDetalheSchema,
});
export type Inscricao = z.infer<typeof inscricaoSchema>;

export const meusCursosParamsSchema = z.object({
  userId: idSchema,
  menuStatus: z.enum(['ativos', 'cancelados', 'concluidos', 'todos']),
  aprovado: z.enum(['todos', 'aprovado', 'reprovado']),
});
