import { Rota, type PerguntaFaqRequest } from '@portal/contracts';
import type { RepositorioDeMensagens } from '../repositories/mensagens.js';
import type { UsuarioLinha } from '../repositories/usuarios.js';

const UM_DIA = 24 * 60 * 60;
const UMA_HORA = 60 * 60;

/**
 * Confirmation, password-reset and change-of-e-mail messages. They are written to the outbox table in the same
 * request; a sender (SMTP when configured, the local mailbox page otherwise) reads them from there.
 */
export class ServicoDeEmail {
  constructor(
    private readonly mensagens: RepositorioDeMensagens,
    private readonly portalUrl: string,
  ) {}

  async confirmacao(usuario: Pick<UsuarioLinha, 'id' | 'nome' | 'email'>): Promise<void> {
    const token = await this.mensagens.novoToken(usuario.id, 'CONFIRMACAO_EMAIL', UM_DIA);
    const link = `${this.portalUrl}${Rota.confirmacaoEmail}?id=${usuario.id}&token=${token}`;
    await this.mensagens.enfileirar({
      para: usuario.email,
      assunto: 'Confirme seu e-mail no Portal Qualifica',
      corpo: `Olá, ${usuario.nome}. Para confirmar seu e-mail, acesse o link abaixo em até 24 horas:\n${link}`,
      link,
      tipo: 'CONFIRMACAO_EMAIL',
      idUsuario: usuario.id,
    });
  }

  async redefinicaoSenha(usuario: Pick<UsuarioLinha, 'id' | 'nome' | 'email'>): Promise<void> {
    const token = await this.mensagens.novoToken(usuario.id, 'REDEFINICAO_SENHA', UMA_HORA);
    const link = `${this.portalUrl}${Rota.redefinicaoSenha}?id=${usuario.id}&token=${token}`;
    await this.mensagens.enfileirar({
      para: usuario.email,
      assunto: 'Redefinição de senha do Portal Qualifica',
      corpo: `Olá, ${usuario.nome}. Para criar uma nova senha, acesse o link abaixo em até 1 hora. Se não foi você, ignore esta mensagem.\n${link}`,
      link,
      tipo: 'REDEFINICAO_SENHA',
      idUsuario: usuario.id,
    });
  }

  /** The old address is told about the change, so a hijacked account does not go unnoticed. */
  async alteracaoEmail(
    usuario: Pick<UsuarioLinha, 'id' | 'nome' | 'email'>,
    emailAnterior: string,
  ): Promise<void> {
    await this.mensagens.enfileirar({
      para: emailAnterior,
      assunto: 'Seu e-mail no Portal Qualifica foi alterado',
      corpo: `Olá, ${usuario.nome}. O e-mail da sua conta foi alterado para ${usuario.email}. Se não foi você, fale conosco.`,
      link: null,
      tipo: 'ALTERACAO_EMAIL',
      idUsuario: usuario.id,
    });
    await this.confirmacao(usuario);
  }

  /** A visitor's FAQ question is acknowledged at the address they gave (decision 0702). */
  async perguntaRecebida(pergunta: Pick<PerguntaFaqRequest, 'nome' | 'email'>): Promise<void> {
    await this.mensagens.enfileirar({
      para: pergunta.email,
      assunto: 'Recebemos sua pergunta',
      corpo: `Olá, ${pergunta.nome}. Recebemos sua pergunta e responderemos por este e-mail.`,
      link: null,
      tipo: 'PERGUNTA_FAQ',
      idUsuario: null,
    });
  }
}
