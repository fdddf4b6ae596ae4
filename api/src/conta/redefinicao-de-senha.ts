import type { Db } from '../db/types.js';
import { RepositorioDeMensagens } from '../mensagens/index.js';
import { RepositorioDeSessoes } from '../sessao/index.js';
import { RepositorioDeAlteracoesDeEmail } from './alteracoes-de-email.repositorio.js';
import { RepositorioDeUsuarios } from './usuarios.repositorio.js';

/**
 * The e-mailed reset link: it spends its single-use token, sets the new password, ends every session and cancels a
 * pending change of e-mail, in one transaction. Done apart, a failure between them left a spent link with the old password (the owner locked out) or
 * the new password with the old sessions alive (whoever the owner was locking out still in).
 */
export class ServicoDeRedefinicaoDeSenha {
  constructor(private readonly db: Db) {}

  /**
   * Whether the link would work now, read before the password policy: the policy's refusal names the account's CPF,
   * birth date and name, and must answer only whoever holds the link.
   */
  linkValido(idUsuario: number, token: string): Promise<boolean> {
    return new RepositorioDeMensagens(this.db).tokenValido(idUsuario, 'REDEFINICAO_SENHA', token);
  }

  /** False when the link is unknown, expired, already used or someone else's: nothing changes then. */
  redefinir(idUsuario: number, token: string, senhaHash: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await new RepositorioDeMensagens(tx).consumirToken(idUsuario, 'REDEFINICAO_SENHA', token)))
        return false;
      await new RepositorioDeUsuarios(tx).trocarSenha(idUsuario, senhaHash);
      await new RepositorioDeSessoes(tx).revogarTodas(idUsuario, 'senha redefinida');
      // A new address asked for by whoever the owner is locking out must not outlive the remedy.
      await new RepositorioDeAlteracoesDeEmail(tx).cancelarPendentes(idUsuario);
      return true;
    });
  }
}
