import { nomeTurno, type TurmaDaGestao } from '@portal/contracts';
import { formatarData, Tabela } from '@portal/ui';
import { LinkPortal } from '../../../comum/link-portal';
import { RotaGestao } from '../../../config/caminhos';

const COLUNAS = [
  'Turma',
  'Programa',
  'Unidade',
  'Início',
  'Vagas',
  'Inscritos',
  'Convocados',
  'Matriculados',
  'Em espera',
  'Inscrições',
];

/** The classes of one page: seats and the count of enrolments in each status that matters to the staff. */
export function TabelaTurmas({ turmas, legenda }: { turmas: TurmaDaGestao[]; legenda: string }) {
  return (
    <Tabela legenda={legenda} colunas={COLUNAS}>
      {turmas.map((t) => (
        <tr key={t.id}>
          <th scope="row">
            <LinkPortal para={RotaGestao.turma(t.id)}>{`${t.curso} — ${nomeTurno[t.turno]}`}</LinkPortal>
          </th>
          <td>{t.programa}</td>
          <td>{`${t.unidade}, ${t.municipio}`}</td>
          <td>{formatarData(t.dataInicio)}</td>
          <td>{t.vagas}</td>
          <td>{t.inscritos}</td>
          <td>{t.convocados}</td>
          <td>{t.matriculados}</td>
          <td>{t.emEspera}</td>
          <td>{t.inscricoesAbertas ? 'Abertas' : 'Fechadas'}</td>
        </tr>
      ))}
    </Tabela>
  );
}
