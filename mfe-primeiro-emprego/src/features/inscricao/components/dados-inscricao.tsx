import { nomeStatusInscricao, type InscricaoDetalhe, type StatusInscricao } from '@portal/contracts';
import { Tabela } from '@portal/ui';

const COLUNAS = ['Número', 'Curso', 'Unidade', 'Situação'];

/** Every first-job enrolment of the candidate (PrimeiroEmpregoList), cancelled ones included. */
export function TabelaInscricoes({ inscricoes }: { inscricoes: readonly InscricaoDetalhe[] }) {
  return (
    <Tabela legenda="Suas inscrições no programa" colunas={COLUNAS} className="tabela">
      {inscricoes.map((i) => (
        <tr key={i.id}>
          <td>{i.id}</td>
          <td>{i.turmaPrincipal.cursoQualificacao.nome}</td>
          <td>{i.turmaPrincipal.unidade.nome}</td>
          <td>{nomeStatusInscricao[i.idStatusInscricao as StatusInscricao] ?? 'Em análise'}</td>
        </tr>
      ))}
    </Tabela>
  );
}
