import { z } from '../schemas/zod-pt.js';
import { Papel } from '../enums.js';
import { PapelDaEquipe } from '../papeis-da-equipe.js';
import { cpfSchema, idNumeroSchema, idParamSchema, idSchema } from '../schemas/common.js';
import { equipe } from './equipe.js';
import { definicoes, type EsquemasDe } from './esquema.js';
import { PAGINA_MAXIMA, POR_PAGINA_MAXIMO } from './gestao.esquemas.js';

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

export const membrosDaEquipeQuerySchema = z.object({
  pagina: z.coerce.number().int().min(1, 'A página começa em 1.').max(PAGINA_MAXIMA).default(1),
  porPagina: z.coerce
    .number()
    .int()
    .min(1, 'Mostre pelo menos 1 item por página.')
    .max(POR_PAGINA_MAXIMO, `Mostre no máximo ${POR_PAGINA_MAXIMO} itens por página.`)
    .default(20),
});

/** The choices of a scope: every programme and unit (few); a class is named by its number. */
export const alvosDaEquipeSchema = z.object({
  programas: z.array(z.object({ id: z.number().int(), nome: z.string() })),
  unidades: z.array(z.object({ id: z.number().int(), nome: z.string() })),
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
  membros: { querystring: membrosDaEquipeQuerySchema, response: { 200: membrosDaEquipeSchema } },
  alvos: { response: { 200: alvosDaEquipeSchema } },
  concederPapel: { ...umMembro, body: concederPapelSchema },
  removerPapel: { ...umMembro, params: idParamSchema },
  incluirEscopo: { ...umMembro, params: idParamSchema, body: incluirEscopoSchema },
  removerEscopo: { ...umMembro, params: z.object({ id: idSchema, idEscopo: idSchema }) },
} satisfies EsquemasDe<typeof equipe>;

export const definicoesEquipe = definicoes(equipe, esquemasEquipe);
