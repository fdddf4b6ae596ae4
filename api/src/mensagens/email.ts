import { Rota, type PerguntaFaqRequest } from '@portal/contracts';
import type { RepositorioDeMensagens } from './mensagens.repositorio.js';

const UM_DIA = 24 * 60 * 60;
const UMA_HORA = 60 * 60;

/** Who a message is for: an account (conta imports mensagens, so the fields are written out; decision 0300). */
export interface Destinatario {
  id: number;
  nome: string;
  email: string;
}

/**
 * Text someone typed (a name, an address), quoted so a message cannot be made to carry the portal's words (issue 27
 * §8): one line, no control characters, at most 80 characters, between quotation marks, and said to be as typed.
 */
export function citar(texto: string): string {
  const linha = texto
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const curta = linha.length > 80 ? `${linha.slice(0, 79)}…` : linha;
  return `“${curta.replace(/[“”"]/g, "'")}”`;
}

/** The greeting: the name as typed at registration, quoted. */
const saudacao = (nome: string) => `Olá. Esta mensagem é para a conta cadastrada com o nome ${citar(nome)}.`;

/**
 * Confirmation, password-reset and change-of-e-mail messages. They are written to the outbox table in the same
 * request; a sender (SMTP when configured, the local mailbox page otherwise) reads them from there.
 */
export class ServicoDeEmail {
  constructor(
    private readonly mensagens: RepositorioDeMensagens,
    private readonly portalUrl: string,
  ) {}

  async confirmacao(usuario: Destinatario): Promise<void> {
    const token = await this.mensagens.novoToken(usuario.id, 'CONFIRMACAO_EMAIL', UM_DIA);
    const link = `${this.portalUrl}${Rota.confirmacaoEmail}?id=${usuario.id}&token=${token}`;
    await this.mensagens.enfileirar({
      para: usuario.email,
      assunto: 'Confirme seu e-mail no Portal Qualifica',
      corpo: `${saudacao(usuario.nome)} Para confirmar seu e-mail, acesse o link abaixo em até 24 horas:\n${link}`,
      link,
      tipo: 'CONFIRMACAO_EMAIL',
      idUsuario: usuario.id,
    });
  }

  async redefinicaoSenha(usuario: Destinatario): Promise<void> {
    const token = await this.mensagens.novoToken(usuario.id, 'REDEFINICAO_SENHA', UMA_HORA);
    const link = `${this.portalUrl}${Rota.redefinicaoSenha}?id=${usuario.id}&token=${token}`;
    await this.mensagens.enfileirar({
      para: usuario.email,
      assunto: 'Redefinição de senha do Portal Qualifica',
      corpo: `${saudacao(usuario.nome)} Para criar uma nova senha, acesse o link abaixo em até 1 hora. Se não foi você, ignore esta mensagem.\n${link}`,
      link,
      tipo: 'REDEFINICAO_SENHA',
      idUsuario: usuario.id,
    });
  }

  /**
   * A change of e-mail (issue 27 §2): the new address gets the link that confirms it (24 hours); the old one, when
   * it was confirmed (decision 0146), is told, with the link that undoes it (7 days). Until the first link is used,
   * nothing about the account changes.
   */
  async alteracaoEmail(
    usuario: Destinatario,
    emailNovo: string,
    tokens: { confirmar: string; desfazer: string | null },
  ): Promise<void> {
    const confirmar = `${this.portalUrl}${Rota.confirmacaoEmail}?id=${usuario.id}&token=${tokens.confirmar}`;
    await this.mensagens.enfileirar({
      para: emailNovo,
      assunto: 'Confirme o seu novo e-mail no Portal Qualifica',
      corpo: `${saudacao(usuario.nome)} Pediram que este endereço passe a ser o e-mail da conta. Para confirmar, acesse o link abaixo em até 24 horas. Se você não pediu, ignore esta mensagem: nada muda.\n${confirmar}`,
      link: confirmar,
      tipo: 'ALTERACAO_EMAIL',
      idUsuario: usuario.id,
    });
    if (!tokens.desfazer) return;
    const desfazer = `${this.portalUrl}${Rota.confirmacaoEmail}?id=${usuario.id}&token=${tokens.desfazer}`;
    await this.mensagens.enfileirar({
      para: usuario.email,
      assunto: 'Pedido de alteração do seu e-mail no Portal Qualifica',
      corpo: `${saudacao(usuario.nome)} Pediram que o e-mail da conta passe a ser ${citar(emailNovo)}. Até o novo endereço ser confirmado, este continua valendo. Se não foi você, desfaça a alteração pelo link abaixo em até 7 dias: encerramos todas as sessões e enviamos a este endereço um link para criar uma nova senha.\n${desfazer}`,
      link: desfazer,
      tipo: 'DESFAZER_ALTERACAO_EMAIL',
      idUsuario: usuario.id,
    });
  }

  /** A visitor's FAQ question is acknowledged at the address they gave (decision 0702). */
  async perguntaRecebida(pergunta: Pick<PerguntaFaqRequest, 'nome' | 'email'>): Promise<void> {
    await this.mensagens.enfileirar({
      para: pergunta.email,
      assunto: 'Recebemos sua pergunta',
      corpo: `Olá. Recebemos no Portal Qualifica uma pergunta enviada pelo formulário de dúvidas com este endereço de e-mail, em nome de ${citar(pergunta.nome)} (nome como foi digitado). Responderemos por este e-mail. Se não foi você, ignore esta mensagem.`,
      link: null,
      tipo: 'PERGUNTA_FAQ',
      idUsuario: null,
    });
  }
}
