import { Mensagem, Regras, type Pagamento } from '@portal/contracts';

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
