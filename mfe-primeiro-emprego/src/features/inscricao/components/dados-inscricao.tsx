import { nomeStatusInscricao, type InscricaoDetalhe, type StatusInscricao } from '@portal/contracts';

/** Every first-job enrolment of the candidate (PrimeiroEmpregoList), cancelled ones included. */
export function TabelaInscricoes({ inscricoes }: { inscricoes: readonly InscricaoDetalhe[] }) {
  // On a narrow screen the table scrolls sideways instead of squeezing the columns.
  return (
    <div className="tabela-rolagem">
      <table className="tabela">
        <caption>Suas inscrições no programa</caption>
        <thead>
          <tr>
            <th scope="col">Número</th>
            <th scope="col">Curso</th>
            <th scope="col">Unidade</th>
            <th scope="col">Situação</th>
          </tr>
        </thead>
        <tbody>
          {inscricoes.map((i) => (
            <tr key={i.id}>
              <td>{i.id}</td>
              <td>{i.turmaPrincipal.cursoQualificacao.nome}</td>
              <td>{i.turmaPrincipal.unidade.nome}</td>
              <td>{nomeStatusInscricao[i.idStatusInscricao as StatusInscricao] ?? 'Em análise'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
