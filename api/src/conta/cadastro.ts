import type { Db, Executor } from '../db/types.js';
import { Mensagem } from '@portal/contracts';
import { Erros } from '../lib/http-error.js';
import { RepositorioDeMensagens } from '../mensagens/index.js';
import { RepositorioDeUsuarios, type NovoUsuario, type UsuarioLinha } from './usuarios.repositorio.js';

/**
 * An address nobody confirmed is not an account's (decision 0149): registering someone's e-mail under any CPF, and
 * never confirming it, locked its owner out of registering with it or moving her account to it. Whoever gives it
 * next takes it, in the caller's transaction: the account that held it gets its provisional address, and the links
 * already mailed for it (its confirmation, a reset) die, since they would hand that account the address back.
 */
export async function liberarEnderecoNaoComprovado(
  tx: Executor,
  email: string,
  excetoId?: number,
): Promise<void> {
  const liberadas = await new RepositorioDeUsuarios(tx).liberarNaoComprovado(email, excetoId);
  const mensagens = new RepositorioDeMensagens(tx);
  for (const id of liberadas) await mensagens.invalidarTokens(id);
}

/** A registration with a password: the account and the address it takes, in one transaction. */
export class ServicoDeCadastro {
  constructor(private readonly db: Db) {}

  async criar(novo: NovoUsuario): Promise<UsuarioLinha> {
    return this.db.transaction(async (tx) => {
      await liberarEnderecoNaoComprovado(tx, novo.email);
      const criado = await new RepositorioDeUsuarios(tx).criarSeLivre(novo);
      // A CPF or an address taken since the caller's reads: nothing of this transaction stays.
      if (!criado) throw Erros.conflito(Mensagem.conflito);
      return criado;
    });
  }
}
