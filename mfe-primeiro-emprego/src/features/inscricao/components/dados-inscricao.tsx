import {
  nomeStatusInscricao,
  nomeTurno,
  type InscricaoDetalhe,
  type StatusInscricao,
  type Turno,
} from '@portal/contracts';

/** The enrolment as the candidate needs to recognise it: number, course, where and when. */
export function DadosInscricao({ inscricao }: { inscricao: InscricaoDetalhe }) {
  const turma = inscricao.turmaPrincipal;
  return (
    <dl className="dados-inscricao">
      <dt>Número da inscrição</dt>
      <dd>{inscricao.id}</dd>
      <dt>Curso</dt>
      <dd>{turma.cursoQualificacao.nome}</dd>
      <dt>Unidade</dt>
      <dd>{`${turma.unidade.nome} — ${turma.municipio.nome}`}</dd>
      <dt>Turno</dt>
      <dd>{`${nomeTurno[turma.turno as Turno]}, ${turma.horario}`}</dd>
    </dl>
  );
}

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
