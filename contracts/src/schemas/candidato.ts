import { z } from './zod-pt.js';
import {
  cepSchema,
  cpfSchema,
  dataBrSchema,
  emailSchema,
  idNumeroSchema,
  telefoneSchema,
  ufSchema,
} from './common.js';
import { exigeStatusGraduacao } from '../rules.js';

export const Sexo = ['F', 'M', 'O'] as const;
export const RacaCor = ['BRANCA', 'PRETA', 'PARDA', 'AMARELA', 'INDIGENA', 'NAO_DECLARADA'] as const;

export const dadosCadastraisSchema = z.strictObject({
  nome: z.string().trim().min(3, 'Informe o nome completo.').max(150),
  nomeSocial: z.string().trim().max(150).nullish(),
  cpf: cpfSchema,
  dataNascimento: dataBrSchema,
  sexo: z.enum(Sexo, { message: 'Escolha o sexo.' }),
  racaCor: z.enum(RacaCor, { message: 'Escolha a raça ou cor.' }),
  possuiDeficiencia: z.boolean(),
  tipoDeficiencia: z.string().trim().max(100).nullish(),
  telefone: telefoneSchema,
  email: emailSchema,
});
export type DadosCadastrais = z.infer<typeof dadosCadastraisSchema>;
export const dadosCadastraisRecordSchema = dadosCadastraisSchema.extend({ idUsuario: idNumeroSchema });
export type DadosCadastraisRecord = z.infer<typeof dadosCadastraisRecordSchema>;

/** A natural person can be patched partially (spec §3). */
export const pessoaFisicaPatchSchema = dadosCadastraisSchema
  .partial()
  .refine((p) => Object.keys(p).length > 0, {
    message: 'Envie ao menos um campo.',
  });
export type PessoaFisicaPatch = z.infer<typeof pessoaFisicaPatchSchema>;

export const enderecoSchema = z.strictObject({
  cep: cepSchema,
  logradouro: z.string().trim().min(3, 'Informe o logradouro.').max(150),
  numero: z.string().trim().min(1, 'Informe o número (ou S/N).').max(10),
  complemento: z.string().trim().max(60).nullish(),
  bairro: z.string().trim().min(1, 'Informe o bairro.').max(80),
  municipio: z.string().trim().min(3, 'Informe o município.').max(80),
  idMunicipio: idNumeroSchema.nullish(),
  uf: ufSchema,
});
export type Endereco = z.infer<typeof enderecoSchema>;
export const enderecoRecordSchema = enderecoSchema.extend({ idUsuario: idNumeroSchema });
export type EnderecoRecord = z.infer<typeof enderecoRecordSchema>;

export const dadosSocioeconomicosBaseSchema = z.strictObject({
  idGrauInstrucao: z.number().int().min(1).max(9),
  idStatusGraduacao: z.number().int().min(1).max(3).nullish(),
  rendaFamiliar: z.enum(['ATE_1', 'DE_1_A_2', 'DE_2_A_3', 'DE_3_A_5', 'ACIMA_5'], {
    message: 'Escolha a renda.',
  }),
  pessoasResidencia: z.number().int().min(1).max(30),
  situacaoTrabalho: z.enum(['DESEMPREGADO', 'EMPREGADO', 'AUTONOMO', 'ESTUDANTE', 'OUTRO'], {
    message: 'Escolha a situação de trabalho.',
  }),
  recebeBeneficioSocial: z.boolean(),
});
const grauExigeStatus = (d: { idGrauInstrucao: number; idStatusGraduacao?: number | null }) =>
  !exigeStatusGraduacao(d.idGrauInstrucao) || d.idStatusGraduacao != null;
export const dadosSocioeconomicosSchema = dadosSocioeconomicosBaseSchema.refine(grauExigeStatus, {
  message: 'Informe a situação da escolaridade.',
  path: ['idStatusGraduacao'],
});
export type DadosSocioeconomicos = z.infer<typeof dadosSocioeconomicosSchema>;
export const dadosSocioeconomicosRecordSchema = dadosSocioeconomicosBaseSchema.extend({
  idUsuario: idNumeroSchema,
});
export type DadosSocioeconomicosRecord = z.infer<typeof dadosSocioeconomicosRecordSchema>;

export const pagamentoSchema = z.object({
  protocoloPagamento: z.string(),
  senhaPagamento: z.string(),
  statusPagamento: z.string(),
});
export type Pagamento = z.infer<typeof pagamentoSchema>;

/** ViaCEP-compatible reply (fields as ViaCEP). A reply without `cep` means not found (spec §5). */
export const viaCepRespostaSchema = z.object({
  cep: z.string().optional(),
  logradouro: z.string().optional(),
  complemento: z.string().optional(),
  unidade: z.string().optional(),
  bairro: z.string().optional(),
  localidade: z.string().optional(),
  uf: z.string().optional(),
  estado: z.string().optional(),
  regiao: z.string().optional(),
  ibge: z.string().optional(),
  gia: z.string().optional(),
  ddd: z.string().optional(),
  siafi: z.string().optional(),
  erro: z.union([z.string(), z.boolean()]).optional(),
});
export type ViaCepResposta = z.infer<typeof viaCepRespostaSchema>;
