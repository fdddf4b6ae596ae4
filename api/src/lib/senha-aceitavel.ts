import { Erros } from './http-error.js';
import { problemasDaSenha, type DadosDaConta } from './politica-de-senha.js';

/** 400 in the field-error shape ('senha: …') when the password breaks the policy of lib/politica-de-senha. */
export function exigirSenhaAceitavel(senha: string, conta: DadosDaConta): void {
  const problemas = problemasDaSenha(senha, conta);
  if (problemas.length) throw Erros.invalido(problemas.map((p) => `senha: ${p}`));
}
