import { useState } from 'react';
import { StatusInscricao, type InscricaoDetalhe } from '@portal/contracts';
import { mensagemDoErro, notificar } from '@portal/shared-auth';
import { inscricaoApi } from '../../../comum/api/inscricao-api';
import { ehConflito } from '../../../comum/api/erros';
import { descartarEscolhasDoFluxo } from '../../../comum/escolhas';

/** Cancel and confirm-enrolment actions, each reporting the API's message and reloading the page's data after a change or a conflict. */
export function useAcoesInscricao(aoMudar: () => void) {
  const [ocupado, setOcupado] = useState(false);
  const [erro, setErro] = useState<string | null>(null);

  const executar = async (acao: () => Promise<void>, sucesso: string): Promise<boolean> => {
    setOcupado(true);
    setErro(null);
    try {
      await acao();
      notificar.toast(sucesso, 'success');
      aoMudar();
      return true;
    } catch (falha) {
      setErro(mensagemDoErro(falha));
      // A conflict means the enrolment moved on meanwhile (a call-up expired, a seat was taken): show where it is now.
      if (ehConflito(falha)) aoMudar();
      return false;
    } finally {
      setOcupado(false);
    }
  };

  return {
    ocupado,
    erro,
    cancelar: (inscricao: InscricaoDetalhe) =>
      executar(
        async () => {
          await inscricaoApi.cancelar(inscricao.id);
          descartarEscolhasDoFluxo();
        },
        // A place on the waiting list holds no seat (decision 1500): leaving it frees none.
        inscricao.idStatusInscricao === StatusInscricao.EmEspera
          ? 'Você saiu da lista de espera.'
          : 'Inscrição cancelada. A vaga foi liberada.',
      ),
    confirmarMatricula: (inscricao: InscricaoDetalhe) =>
      executar(
        () => inscricaoApi.confirmarMatricula(inscricao.id, inscricao.idConvocacao ?? inscricao.id),
        'Matrícula confirmada.',
      ),
  };
}
