import { nomeTurno, type TurmaDaGestao } from '@portal/contracts';
import { formatarData } from '@portal/ui';

/** The class at a glance: where and when, seats, and how many enrolments are in each status. */
export function ResumoTurma({ turma }: { turma: TurmaDaGestao }) {
  const linhas: [string, string | number][] = [
    ['Programa', turma.programa],
    ['Unidade', `${turma.unidade}, ${turma.municipio}`],
    ['Turno', nomeTurno[turma.turno]],
    ['Início', formatarData(turma.dataInicio)],
    ['Vagas', turma.vagas],
    ['Inscritos', turma.inscritos],
    ['Convocados', turma.convocados],
    ['Matriculados', turma.matriculados],
    ['Em espera', turma.emEspera],
    ['Inscrições', turma.inscricoesAbertas ? 'Abertas' : 'Fechadas'],
  ];
  return (
    <section aria-labelledby="titulo-resumo">
      <h2 id="titulo-resumo">Resumo da turma</h2>
      <dl className="gestao-resumo">
        {linhas.map(([rotulo, valor]) => (
          <div key={rotulo}>
            <dt>{rotulo}</dt>
            <dd>{valor}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
