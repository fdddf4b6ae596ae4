import type { Db } from '../db/types.js';
import { Mensagem } from '@portal/contracts';
import { Erros } from '../lib/http-error.js';
import { hashToken, tokenAleatorio } from '../lib/segredos.js';
import { RepositorioDeAlteracoesDeEmail } from './alteracoes-de-email.repositorio.js';
import { RepositorioDeMensagens, type ServicoDeEmail } from '../mensagens/index.js';
import { RepositorioDeSessoes } from '../sessao/index.js';
import { RepositorioDeUsuarios, type UsuarioLinha } from './usuarios.repositorio.js';
import { liberarEnderecoNaoComprovado } from './cadastro.js';

const UM_DIA = 24 * 60 * 60;
const SETE_DIAS = 7 * UM_DIA;

export type LinkDeEmail = { tipo: 'confirmada'; email: string } | { tipo: 'desfeita'; email: string };

/**
 * Changing the e-mail (issue 27 §2). The new address stays pending until its link is used (the old one keeps signing
 * in and receiving resets); the old address is told, with a link that undoes the change for 7 days. Confirming ends
 * every session but the one that asked; undoing ends them all, removes the password (whoever asked knew it) and sends
 * the restored address a link to create a new one.
 */
export class ServicoDeAlteracaoDeEmail {
  constructor(
    private readonly db: Db,
    private readonly email: ServicoDeEmail,
  ) {}

  async pedir(usuario: UsuarioLinha, emailNovo: string, sessao: string): Promise<void> {
    const confirmar = tokenAleatorio();
    const desfazer = tokenAleatorio();
    // An address nobody proved has no claim on the account (a typo at registration, someone else's typed on purpose):
    // it is not told, and its undo link, never sent, is born expired (decision 0146).
    const antigoComprovado = usuario.email_confirmado;
    await this.db.transaction(async (tx) => {
      await new RepositorioDeAlteracoesDeEmail(tx).registrar({
        idUsuario: usuario.id,
        idSessao: sessao,
        emailAnterior: usuario.email,
        emailNovo,
        hashConfirmacao: hashToken(confirmar),
        hashDesfazer: hashToken(desfazer),
        confirmarEmSegundos: UM_DIA,
        desfazerEmSegundos: antigoComprovado ? SETE_DIAS : 0,
      });
    });
    await this.email.alteracaoEmail(usuario, emailNovo, {
      confirmar,
      desfazer: antigoComprovado ? desfazer : null,
    });
  }

  /** Uses a link of a change (either one); null when the token is not a change's (an ordinary confirmation link). */
  async usarLink(idUsuario: number, token: string): Promise<LinkDeEmail | null> {
    const hash = hashToken(token);
    // Another account holding the address by now: a 409 rolls it all back and the link stays usable.
    const emailLivre = (ok: boolean) => {
      if (!ok) throw Erros.conflito(Mensagem.emailEmUso);
    };
    const resultado = await this.db.transaction(async (tx): Promise<LinkDeEmail | null> => {
      const alteracoes = new RepositorioDeAlteracoesDeEmail(tx);
      const usuarios = new RepositorioDeUsuarios(tx);
      const sessoes = new RepositorioDeSessoes(tx);
      await usuarios.travar(idUsuario);
      const confirmada = await alteracoes.confirmar(idUsuario, hash);
      if (confirmada) {
        // The link proved the address: an account that only held it gives it up (decision 0149).
        await liberarEnderecoNaoComprovado(tx, confirmada.email_novo, idUsuario);
        emailLivre(await usuarios.trocarEmailConfirmado(idUsuario, confirmada.email_novo));
        await sessoes.revogarTodas(idUsuario, 'e-mail alterado', confirmada.id_sessao);
        // Links sent to the old address (a reset, say) belong to it, not to the account's new address.
        await new RepositorioDeMensagens(tx).invalidarTokens(idUsuario);
        return { tipo: 'confirmada', email: confirmada.email_novo };
      }
      const desfeita = await alteracoes.desfazer(idUsuario, hash);
      if (!desfeita) return null;
      await alteracoes.cancelarPendentes(idUsuario);
      await alteracoes.encerrarPosteriores(idUsuario, desfeita.id);
      await liberarEnderecoNaoComprovado(tx, desfeita.email_anterior, idUsuario);
      emailLivre(await usuarios.trocarEmailConfirmado(idUsuario, desfeita.email_anterior));
      await usuarios.removerSenha(idUsuario);
      await sessoes.revogarTodas(idUsuario, 'alteração de e-mail desfeita');
      await new RepositorioDeMensagens(tx).invalidarTokens(idUsuario);
      return { tipo: 'desfeita', email: desfeita.email_anterior };
    });
    if (resultado?.tipo === 'desfeita') {
      const usuario = await new RepositorioDeUsuarios(this.db).porId(idUsuario);
      if (usuario) await this.email.redefinicaoSenha(usuario);
    }
    return resultado;
  }
}
