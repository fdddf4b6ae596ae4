import { z } from './zod-pt.js';

export const programaSchema = z.object({ id: z.number().int(), nome: z.string(), slug: z.string() });
export type ProgramaItem = z.infer<typeof programaSchema>;

export const cursoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  urlSlug: z.string(),
  descricao: z.string(),
  cargaHoraria: z.number().int(),
  idModalidade: z.number().int(),
  idArco: z.number().int().nullable(),
  escolaridadeMinima: z.string(),
  formato: z.enum(['PRESENCIAL', 'ONLINE']),
});
export type Curso = z.infer<typeof cursoSchema>;

export const municipioSchema = z.object({ id: z.number().int(), nome: z.string(), uf: z.string() });
export type Municipio = z.infer<typeof municipioSchema>;

export const unidadeSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  endereco: z.string(),
  idOrdemServico: z.number().int(),
});
export type Unidade = z.infer<typeof unidadeSchema>;

export const arcoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  urlSlug: z.string(),
  descricao: z.string(),
  cursos: z.array(cursoSchema),
});
export type Arco = z.infer<typeof arcoSchema>;

export const trilhaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  urlSlug: z.string(),
  descricao: z.string(),
  cursos: z.array(cursoSchema),
});
export type Trilha = z.infer<typeof trilhaSchema>;

export const faqSchema = z.object({
  id: z.number().int(),
  tipo: z.string(),
  pergunta: z.string(),
  resposta: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

export const pageviewSchema = z.strictObject({
  path: z.string().min(1).max(2048),
  referrer: z.string().max(2048).nullish(),
  title: z.string().max(300).nullish(),
});
export type Pageview = z.infer<typeof pageviewSchema>;
