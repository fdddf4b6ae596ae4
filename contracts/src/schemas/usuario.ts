import { z } from './zod-pt.js';
import { TAMANHO_MAXIMO, cpfSchema, dataBrSchema, emailSchema, idSchema, senhaSchema } from './common.js';

export const usuarioCreateSchema = z
  .strictObject({
    nome: z.string().trim().min(3, 'Informe o nome completo.').max(TAMANHO_MAXIMO.nome),
    cpf: cpfSchema,
    email: emailSchema,
    dataNascimento: dataBrSchema,
    senha: senhaSchema,
    confirmacaoSenha: z.string(),
    aceitouTermo: z.literal(true, { message: 'É preciso aceitar os termos de uso.' }),
  })
  .refine((u) => u.senha === u.confirmacaoSenha, {
    message: 'As senhas não conferem.',
    path: ['confirmacaoSenha'],
  });
export type UsuarioCreate = z.infer<typeof usuarioCreateSchema>;

export const usuarioSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  cpf: z.string(),
  email: z.string(),
  dataNascimento: z.string().nullable(),
  role: z.string(),
  aceitouTermo: z.boolean(),
  emailConfirmado: z.boolean(),
  uf: z.string().nullable(),
});
export type Usuario = z.infer<typeof usuarioSchema>;

export const usuarioUpdateSchema = z.strictObject({
  nome: z.string().trim().min(3).max(TAMANHO_MAXIMO.nome),
  email: emailSchema,
  dataNascimento: dataBrSchema,
});
export type UsuarioUpdate = z.infer<typeof usuarioUpdateSchema>;

export const dadosAtualizacaoCadastroSchema = z.strictObject({
  nome: z.string().trim().min(3).max(TAMANHO_MAXIMO.nome),
  email: emailSchema,
  dataNascimento: dataBrSchema,
  aceitouTermo: z.literal(true, { message: 'É preciso aceitar os termos de uso.' }),
});
export type DadosAtualizacaoCadastro = z.infer<typeof dadosAtualizacaoCadastroSchema>;

export const alterarEmailSchema = z.strictObject({ email: emailSchema });
export type AlterarEmail = z.infer<typeof alterarEmailSchema>;

export const redefinirSenhaSchema = z
  .strictObject({
    id: idSchema,
    token: z.string().min(1).max(200),
    senha: senhaSchema,
    confirmacaoSenha: z.string(),
  })
  .refine((r) => r.senha === r.confirmacaoSenha, {
    message: 'As senhas não conferem.',
    path: ['confirmacaoSenha'],
  });
export type RedefinirSenha = z.infer<typeof redefinirSenhaSchema>;

/** Asking for a reset by CPF or e-mail when the user does not know their id. */
export const esqueciSenhaSchema = z.strictObject({ login: z.string().trim().min(1).max(254) });
export type EsqueciSenha = z.infer<typeof esqueciSenhaSchema>;

export const verificarEmailResponseSchema = z.object({ disponivel: z.boolean() });
export type VerificarEmailResponse = z.infer<typeof verificarEmailResponseSchema>;
