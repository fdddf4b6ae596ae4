import { z } from '../schemas/zod-pt.js';
import { Papel, Turno } from '../enums.js';
import { PapelDaEquipe } from '../papeis-da-equipe.js';
import { cpfSchema, dataIsoSchema, idNumeroSchema, idParamSchema, idSchema } from '../schemas/common.js';
import { PRAZO_DIAS_UTEIS_MAXIMO, instanteSchema } from './convocacao.esquemas.js';
import { equipe, gestao } from './gestao.js';
import { definicoes, type EsquemasDe } from './esquema.js';

/** Page and page size of every staff list; the page cap keeps OFFSET inside an integer. */
export const POR_PAGINA_MAXIMO = 100;
export const PAGINA_MAXIMA = 100_000;
/** Most rows one CSV export carries (the largest class is far below it). */
export const CSV_LINHAS_MAXIMO = 10_000;
/** Seats a class may have, as the staff change them. */
export const VAGAS_MINIMO = 1;
export const VAGAS_MAXIMO = 10_000;

const paginacao = {
  pagina: z.coerce.number().int().min(1, 'A página começa em 1.').max(PAGINA_MAXIMA).default(1),
  porPagina: z.coerce
    .number()
    .int()
    .min(1, 'Mostre pelo menos 1 item por página.')
    .max(POR_PAGINA_MAXIMO, `Mostre no máximo ${POR_PAGINA_MAXIMO} itens por página.`)
    .default(20),
};
/** Status 1..7 of decision 1500. */
const statusSchema = z.coerce.number().int().min(1, 'Status inválido.').max(7, 'Status inválido.');

export const turmasDaGestaoQuerySchema = z.object({
  ...paginacao,
  idPrograma: idSchema.optional(),
  idUnidade: idSchema.optional(),
});
export const inscricoesDaTurmaQuerySchema = z.object({ ...paginacao, status: statusSchema.optional() });
export const inscricoesDaTurmaCsvQuerySchema = z.object({ status: statusSchema.optional() });
export const paginacaoQuerySchema = z.object(paginacao);

/** One class as the staff see it: seats and how many enrolments are in each status that matters here. */
export const turmaDaGestaoSchema = z.object({
  id: z.number().int(),
  curso: z.string(),
  programa: z.string(),
  idPrograma: z.number().int(),
  unidade: z.string(),
  idUnidade: z.number().int(),
  municipio: z.string(),
  turno: z.enum([Turno.Manha, Turno.Tarde, Turno.Noite, Turno.Integral]),
  dataInicio: dataIsoSchema,
  vagas: z.number().int(),
  /** Status 1 Ativa. */
  inscritos: z.number().int(),
  /** Status 3 Convocada. */
  convocados: z.number().int(),
  /** Status 4 Matriculada. */
  matriculados: z.number().int(),
  /** Status 6 Em espera. */
  emEspera: z.number().int(),
  inscricoesAbertas: z.boolean(),
});
export type TurmaDaGestao = z.infer<typeof turmaDaGestaoSchema>;

/** A page of a list: the items, how many there are in all, and which page this is. */
const paginaDe = <T extends z.ZodType>(item: T) =>
  z.object({
    itens: z.array(item),
    total: z.number().int(),
    pagina: z.number().int(),
    porPagina: z.number().int(),
  });

export const turmasDaGestaoSchema = paginaDe(turmaDaGestaoSchema);
export type TurmasDaGestao = z.infer<typeof turmasDaGestaoSchema>;

/** A programme or a unit, as a choice of a filter or of a scope. */
const idENomeSchema = z.object({ id: z.number().int(), nome: z.string() });

/** The class list's filter choices: the programmes and units of every class the caller sees, by name. */
export const filtrosDasTurmasSchema = z.object({
  programas: z.array(idENomeSchema),
  unidades: z.array(idENomeSchema),
});
export type FiltrosDasTurmas = z.infer<typeof filtrosDasTurmasSchema>;

/** One enrolment of a class; the CPF is masked (`***.456.789-**`) or whole, by the caller's profile (decision 1500). */
export const inscricaoDaTurmaSchema = z.object({
  idInscricao: z.number().int(),
  /** The name the person uses: their social name when they have one, else the civil name (decision 1550). */
  nome: z.string(),
  /**
   * The civil name, only beside a social name and only for the profiles that check ID documents at the counter
   * (Executora, Administrador; decision 1550); null otherwise.
   */
  nomeCivil: z.string().nullable(),
  cpf: z.string(),
  status: z.number().int(),
  /** ISO 8601 instant. */
  dataInscricao: z.string(),
  /** 1-based place in the waiting list (status 6); null otherwise. */
  posicaoNaEspera: z.number().int().nullable(),
  /** ISO 8601 instant by which a called-up candidate must confirm (status 3); null otherwise. */
  prazoConvocacao: z.string().nullable(),
});
export type InscricaoDaTurma = z.infer<typeof inscricaoDaTurmaSchema>;
export const inscricoesDaTurmaSchema = paginaDe(inscricaoDaTurmaSchema);
export type InscricoesDaTurma = z.infer<typeof inscricoesDaTurmaSchema>;

/** One line of a class's history: an enrolment's status change, or a change of the class itself (idInscricao null). */
export const eventoDaTurmaSchema = z.object({
  /** ISO 8601 instant. */
  em: z.string(),
  idInscricao: z.number().int().nullable(),
  /** The name the candidate uses (social name when there is one, decision 1550); null for a change of the class. */
  nome: z.string().nullable(),
  /** Status before (null when the enrolment was created, or for a class change). */
  de: z.number().int().nullable(),
  /** Status after (null for a class change). */
  para: z.number().int().nullable(),
  /** Who did it: the name the person uses, or 'sistema'. */
  autor: z.string(),
  motivo: z.string(),
});
export type EventoDaTurma = z.infer<typeof eventoDaTurmaSchema>;
export const historicoDaTurmaSchema = paginaDe(eventoDaTurmaSchema);
export type HistoricoDaTurma = z.infer<typeof historicoDaTurmaSchema>;

export const abrirOuFecharInscricoesSchema = z.object({ abertas: z.boolean() });
/**
 * More seats call up the first of the waiting list (decision 1521): `prazoDiasUteis` is the deadline the staff member
 * chose for them (1 to 30 working days, as a call-up's; the API's default when absent, decision 1606).
 */
export const mudarVagasSchema = z.object({
  vagas: z
    .number()
    .int()
    .min(VAGAS_MINIMO, `A turma deve ter pelo menos ${VAGAS_MINIMO} vaga.`)
    .max(VAGAS_MAXIMO, `A turma pode ter no máximo ${VAGAS_MAXIMO} vagas.`),
  prazoDiasUteis: z
    .number()
    .int()
    .min(1, 'O prazo é de pelo menos 1 dia útil.')
    .max(PRAZO_DIAS_UTEIS_MAXIMO, `O prazo é de no máximo ${PRAZO_DIAS_UTEIS_MAXIMO} dias úteis.`)
    .optional(),
});
export type MudarVagasPedido = z.infer<typeof mudarVagasSchema>;

/** The class after the change, and who the new seats called up from the waiting list (none when seats went down). */
export const mudarVagasRespostaSchema = turmaDaGestaoSchema.extend({
  convocadas: z.array(z.object({ idInscricao: z.number().int(), nome: z.string(), prazo: instanteSchema })),
});
export type MudarVagasResposta = z.infer<typeof mudarVagasRespostaSchema>;

const umaTurma = { params: idParamSchema, response: { 200: turmaDaGestaoSchema } };

export const esquemasGestao = {
  turmas: { querystring: turmasDaGestaoQuerySchema, response: { 200: turmasDaGestaoSchema } },
  filtrosDasTurmas: { response: { 200: filtrosDasTurmasSchema } },
  turma: umaTurma,
  abrirOuFecharInscricoes: { ...umaTurma, body: abrirOuFecharInscricoesSchema },
  mudarVagas: { params: idParamSchema, body: mudarVagasSchema, response: { 200: mudarVagasRespostaSchema } },
  inscricoesDaTurma: {
    params: idParamSchema,
    querystring: inscricoesDaTurmaQuerySchema,
    response: { 200: inscricoesDaTurmaSchema },
  },
  // text/csv (UTF-8 with BOM, ';' separator): no JSON response schema.
  inscricoesDaTurmaCsv: { params: idParamSchema, querystring: inscricoesDaTurmaCsvQuerySchema },
  historicoDaTurma: {
    params: idParamSchema,
    querystring: paginacaoQuerySchema,
    response: { 200: historicoDaTurmaSchema },
  },
} satisfies EsquemasDe<typeof gestao>;

export const definicoesGestao = definicoes(gestao, esquemasGestao);

// The staff (equipe): roles, scopes and the Administrador's changes (decision 0210).

/** The roles an Administrador may grant (decision 1500's staff profiles; the database accepts only these). */
export const PAPEIS_CONCEDIVEIS = [
  Papel.Administrador,
  PapelDaEquipe.Secretaria,
  PapelDaEquipe.Executora,
  PapelDaEquipe.Professor,
  PapelDaEquipe.Inscricao,
] as const;
export type PapelConcedivel = (typeof PAPEIS_CONCEDIVEIS)[number];

/** What a scope row points at (escopo_gestao: exactly one of unit, programme, class). */
export type TipoDeEscopo = 'unidade' | 'programa' | 'turma';

/**
 * The kind of scope each role is limited by (decision 1500): Secretaria by programme, Executora by unit, Professor by
 * class; Administrador and Inscricao see every class and take no scope.
 */
export const ESCOPO_DO_PAPEL: Record<PapelConcedivel, TipoDeEscopo | null> = {
  [Papel.Administrador]: null,
  [PapelDaEquipe.Secretaria]: 'programa',
  [PapelDaEquipe.Executora]: 'unidade',
  [PapelDaEquipe.Professor]: 'turma',
  [PapelDaEquipe.Inscricao]: null,
};

export const escopoDaEquipeSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(['unidade', 'programa', 'turma']),
  idAlvo: z.number().int(),
  /** The unit's, programme's or class's name as the staff know it. */
  nome: z.string(),
});
export type EscopoDaEquipe = z.infer<typeof escopoDaEquipeSchema>;

/** One staff member (or, after a removal, the former member, now Candidato without scopes). */
export const membroDaEquipeSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  /** The whole CPF: only an Administrador reads this list (decision 1500). */
  cpf: z.string(),
  email: z.string(),
  papel: z.string(),
  escopos: z.array(escopoDaEquipeSchema),
});
export type MembroDaEquipe = z.infer<typeof membroDaEquipeSchema>;

export const membrosDaEquipeSchema = z.object({
  itens: z.array(membroDaEquipeSchema),
  total: z.number().int(),
  pagina: z.number().int(),
  porPagina: z.number().int(),
});
export type MembrosDaEquipe = z.infer<typeof membrosDaEquipeSchema>;

/** The choices of a scope: every programme and unit (few); a class is named by its number. */
export const alvosDaEquipeSchema = z.object({
  programas: z.array(idENomeSchema),
  unidades: z.array(idENomeSchema),
});
export type AlvosDaEquipe = z.infer<typeof alvosDaEquipeSchema>;

export const MENSAGEM_DO_ALVO: Record<TipoDeEscopo, string> = {
  programa: 'Escolha o programa da Secretaria.',
  unidade: 'Escolha a unidade da Executora.',
  turma: 'Informe o número da turma do Professor.',
};

const papelSchema = z.enum(PAPEIS_CONCEDIVEIS, { message: 'Escolha um perfil da equipe.' });

/**
 * Grant `papel` to the account with this CPF; `idAlvo` is the unit, programme or class of the role's scope (required
 * for the roles that have one, refused for the others).
 */
export const concederPapelSchema = z
  .object({ cpf: cpfSchema, papel: papelSchema, idAlvo: idNumeroSchema.optional() })
  .superRefine((pedido, ctx) => {
    const tipo = ESCOPO_DO_PAPEL[pedido.papel];
    if (tipo && pedido.idAlvo === undefined)
      ctx.addIssue({ code: 'custom', path: ['idAlvo'], message: MENSAGEM_DO_ALVO[tipo] });
    if (!tipo && pedido.idAlvo !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['idAlvo'],
        message: `O perfil ${pedido.papel} vê todas as turmas e não tem escopo.`,
      });
  });
export type ConcederPapelPedido = z.input<typeof concederPapelSchema>;

export const incluirEscopoSchema = z.object({ idAlvo: idNumeroSchema });
export type IncluirEscopoPedido = z.infer<typeof incluirEscopoSchema>;

const umMembro = { response: { 200: membroDaEquipeSchema } };

export const esquemasEquipe = {
  membros: { querystring: paginacaoQuerySchema, response: { 200: membrosDaEquipeSchema } },
  alvos: { response: { 200: alvosDaEquipeSchema } },
  concederPapel: { ...umMembro, body: concederPapelSchema },
  removerPapel: { ...umMembro, params: idParamSchema },
  incluirEscopo: { ...umMembro, params: idParamSchema, body: incluirEscopoSchema },
  removerEscopo: { ...umMembro, params: z.object({ id: idSchema, idEscopo: idSchema }) },
} satisfies EsquemasDe<typeof equipe>;

export const definicoesEquipe = definicoes(equipe, esquemasEquipe);
