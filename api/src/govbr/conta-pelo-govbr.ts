import type { Db } from '../db/types.js';
import { RepositorioDeAlteracoesDeEmail, RepositorioDeUsuarios, type UsuarioLinha } from '../conta/index.js';
import { enderecoProvisorio } from '@portal/contracts';
import { RepositorioDeMensagens } from '../mensagens/index.js';
import { RepositorioDeSessoes } from '../sessao/index.js';

export interface DadosDoGovbr {
  cpf: string;
  dados: Record<string, unknown>;
  uf: string | null;
  /** gov.br's address, lower-cased, or null when it gave none. */
  email: string | null;
  emailVerificado: boolean;
}

/**
 * A gov.br sign-in into an account that already has the CPF (issue 27 §1). gov.br proves the CPF; a password
 * registration does not: someone may have registered the CPF of a person who never used the portal, to read what the
 * owner types later. So the first gov.br sign-in into an account gov.br never proved takes it back, in one
 * transaction: every session and refresh token ends, every unused link (a reset sent to the registrant) and pending
 * e-mail change is void, the password goes, the e-mail becomes gov.br's (confirmed only if gov.br verified it) or
 * a provisional one that receives nothing (decision 0146), and the owner is asked to review the records. Later
 * sign-ins only refresh gov.br's data.
 */
export class ServicoDeContaPeloGovbr {
  constructor(private readonly db: Db) {}

  /** The account with this CPF after the sign-in, and whether it was taken back; null when no account has the CPF. */
  async entrar(govbr: DadosDoGovbr): Promise<{ usuario: UsuarioLinha; retomada: boolean } | null> {
    return this.db.transaction(async (tx) => {
      const usuarios = new RepositorioDeUsuarios(tx);
      const existente = await usuarios.porLogin({ tipo: 'cpf', valor: govbr.cpf });
      if (!existente) return null;
      // Locked, so two first sign-ins at once take it back once.
      const conta = existente.govbr_verificado_em ? existente : await usuarios.travar(existente.id);
      if (!conta) return null;
      if (conta.govbr_verificado_em) {
        return { usuario: await usuarios.vincularGovbr(conta.id, govbr.dados, govbr.uf), retomada: false };
      }
      const emailLivre =
        govbr.email && !(await usuarios.emailEmUso(govbr.email, conta.id)) ? govbr.email : null;
      await new RepositorioDeSessoes(tx).revogarTodas(conta.id, 'cadastro retomado pelo gov.br');
      await new RepositorioDeMensagens(tx).invalidarTokens(conta.id);
      await new RepositorioDeAlteracoesDeEmail(tx).encerrarTodas(conta.id);
      // Without gov.br's address the registrant's goes too: left unconfirmed, it still received the confirmation
      // link the owner asked for, and the undo link of her change of e-mail (decision 0146).
      const usuario = await usuarios.retomarPeloGovbr(conta.id, {
        dados: govbr.dados,
        uf: govbr.uf,
        email: emailLivre ?? enderecoProvisorio(conta.cpf),
        emailConfirmado: emailLivre !== null && govbr.emailVerificado,
      });
      return { usuario, retomada: true };
    });
  }
}
