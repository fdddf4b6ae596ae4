import { Mensagem, Regras, type Pagamento } from '@portal/contracts';

const emBreve = (p: Pagamento) => p.protocoloPagamento === Regras.pagamentoProtocoloEmBreve;

/** The same records as the alert, as a table; 'Em breve' carries the asterisk and the footnote (spec §8). */
export function TabelaPagamentos({ pagamentos }: { pagamentos: readonly Pagamento[] }) {
  if (pagamentos.length === 0) return <p>Você ainda não tem pagamentos registrados.</p>;
  const algumEmBreve = pagamentos.some(emBreve);
  return (
    <>
      {/* Scrolls on its own on narrow screens instead of widening the page (WCAG 1.4.10 reflow). */}
      <div className="tabela-rolagem">
        <table className="tabela">
          <caption>Seus pagamentos</caption>
          <thead>
            <tr>
              <th scope="col">Protocolo</th>
              <th scope="col">Senha</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {pagamentos.map((p, i) => (
              <tr key={`${p.protocoloPagamento}-${i}`}>
                <td>{p.protocoloPagamento}</td>
                <td>{p.senhaPagamento}</td>
                <td>
                  {p.statusPagamento}
                  {emBreve(p) ? <span aria-hidden="true">*</span> : null}
                  {emBreve(p) ? <span className="visualmente-oculto"> (veja a nota)</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {algumEmBreve ? <p className="nota">{Mensagem.pagamentoEmBreveNota}</p> : null}
    </>
  );
}
