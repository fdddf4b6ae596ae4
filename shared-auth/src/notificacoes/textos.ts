/** How API errors and payment records become the Portuguese text the user reads (spec §8). */
import { lerAlerta, Mensagem, Regras, type Alerta, type Pagamento } from '@portal/contracts';
import { ehErroHttp } from '../http/tipos';

export const MENSAGEM_SEM_CONEXAO =
  'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';

/** The API's {message, errors[]} body of an error, when it has one. */
export function corpoDoErro(erro: unknown): Alerta | null {
  const dados: unknown = ehErroHttp(erro) ? erro.response?.data : erro;
  return lerAlerta(dados);
}

/** Toast rule of spec §8: exactly one entry in errors → that entry, otherwise the message. */
export function mensagemDoErro(erro: unknown): string {
  const corpo = corpoDoErro(erro);
  if (corpo) return corpo.errors.length === 1 && corpo.errors[0] ? corpo.errors[0] : corpo.message;
  if (ehErroHttp(erro) && !erro.response) return MENSAGEM_SEM_CONEXAO;
  return Mensagem.erroInterno;
}

/** Lines of the payment alert (spec §8); 'Em breve' marks a pending benefit with an asterisk and a footnote. */
export function textoPagamentos(pagamentos: readonly Pagamento[]): { linhas: string[]; nota: string | null } {
  let algumEmBreve = false;
  const linhas = pagamentos.map(({ protocoloPagamento, senhaPagamento, statusPagamento }) => {
    const emBreve = protocoloPagamento === Regras.pagamentoProtocoloEmBreve;
    algumEmBreve ||= emBreve;
    return `Protocolo: ${protocoloPagamento}  Senha: ${senhaPagamento}  Status: ${statusPagamento}${emBreve ? '*' : ''}`;
  });
  return { linhas, nota: algumEmBreve ? Mensagem.pagamentoEmBreveNota : null };
}
