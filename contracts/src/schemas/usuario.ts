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
  /** A new address waiting for its link (issue 27 §2): until then `email` still signs in and receives resets. */
  emailPendente: z.string().nullable().optional(),
  /**
   * The CPF had been registered with a password before gov.br proved it (issue 27 §1): what was typed then may not be
   * the owner's, so the account page asks for a review until the owner saves their data.
   */
  revisarCadastro: z.boolean().optional(),
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

/**
 * The current password proves the owner (issue 27 §2); an account without one (gov.br only) sends none and must have
 * signed in with gov.br in the last 5 minutes.
 */
export const alterarEmailSchema = z.strictObject({
  email: emailSchema,
  senha: z.string().max(128).optional(),
});
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
