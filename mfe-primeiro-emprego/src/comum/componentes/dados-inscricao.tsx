import { nomeTurno, type InscricaoDetalhe, type Turno } from '@portal/contracts';

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
