import { StatusInscricao, type InscricaoDetalhe } from '@portal/contracts';
import { nomeDoStatus } from '../../../comum/componentes/dados-inscricao';
import { confirmeAte, tempoRestante } from '../../../comum/prazo';

/** What a call-up asks of the candidate: the deadline as a date and, beside it, the time left in words. */
function Prazo({ prazo, agora }: { prazo: string; agora: Date }) {
  return (
    <p>
      <strong>Você foi convocado(a).</strong> {confirmeAte(prazo)} ({tempoRestante(prazo, agora)}).
    </p>
  );
}

/** The status of one enrolment, with what the candidate must know about it: deadline, place in line, expiry. */
export function SituacaoInscricao({ inscricao, agora }: { inscricao: InscricaoDetalhe; agora: Date }) {
  const { idStatusInscricao: status, prazoConvocacao, posicaoNaEspera } = inscricao;
  if (status === StatusInscricao.EmEspera) {
    return <>{posicaoNaEspera ? `Lista de espera — você é o Nº ${posicaoNaEspera}` : 'Lista de espera'}</>;
  }
  return (
    <>
      {nomeDoStatus(status)}
      {status === StatusInscricao.Convocada && prazoConvocacao ? (
        <Prazo prazo={prazoConvocacao} agora={agora} />
      ) : null}
    </>
  );
}
