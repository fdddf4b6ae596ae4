import { MOTIVO_TROCA_DE_TURMA, StatusInscricao, type EventoDaInscricao } from '@portal/contracts';
import { mensagemDoErro } from '@portal/shared-auth';
import { dataEHoraEmSaoPaulo } from '@portal/contracts/relogio-de-sao-paulo';
import { Carregando } from '@portal/ui';
import { useCarga } from '@portal/remoto';
import { lerLinhaDoTempo } from '../api/linha-do-tempo-api';

/** Each status change told as what happened to the candidate (the API's status name for anything else). */
const O_QUE_ACONTECEU: Partial<Record<number, string>> = {
  [StatusInscricao.Ativa]: 'Inscrição feita',
  [StatusInscricao.Cancelada]: 'Inscrição cancelada',
  [StatusInscricao.Convocada]: 'Convocado(a) para a matrícula',
  [StatusInscricao.Matriculada]: 'Matrícula confirmada',
  [StatusInscricao.Concluida]: 'Curso concluído',
  [StatusInscricao.EmEspera]: 'Entrou na lista de espera',
  [StatusInscricao.ConvocacaoExpirada]: 'Convocação expirada',
};

/** What one audit row tells the candidate; a class change keeps the status (1 to 1), and only its reason tells. */
const oQueAconteceu = (e: EventoDaInscricao): string =>
  e.status === StatusInscricao.Ativa && e.motivo === MOTIVO_TROCA_DE_TURMA
    ? 'Troca de turma'
    : (O_QUE_ACONTECEU[e.status] ?? e.nomeStatus);

/** The timeline of one enrolment, read when it is first shown (its own chunk: see linha-do-tempo.tsx). */
export function EventosDaInscricao({ idInscricao }: { idInscricao: number }) {
  const carga = useCarga(() => lerLinhaDoTempo(idInscricao), `linha-do-tempo:${idInscricao}`);
  if (carga.erro !== null) return <p>{mensagemDoErro(carga.erro)}</p>;
  if (carga.dados === null) return <Carregando texto="Carregando a linha do tempo…" />;
  return (
    <ol>
      {/* An audit row has no id, and two can share the instant and the status: the position tells them apart. */}
      {carga.dados.map((e, i) => (
        <li key={`${i}-${e.em}-${e.status}`}>
          <time dateTime={e.em}>{dataEHoraEmSaoPaulo(e.em)}</time>: {oQueAconteceu(e)}
        </li>
      ))}
    </ol>
  );
}
