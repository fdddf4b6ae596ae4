import { useEffect, useState } from 'react';
import type { Inscricao } from '@portal/contracts';
import { reportarErro } from '@portal/shared-auth';
import { ehSemConexao } from '@portal/ui';
import { lerDoHistorico } from '../../../comum/api/historico-antecipado';
import { inscricaoApi } from '../../../comum/api/inscricao-api';

/**
 * Cancellation notices not seen yet: shown once, and marked as seen as soon as they are on screen
 * so the next visit does not repeat them.
 */
export function useAvisoCancelamento(idUsuario: number): Inscricao[] {
  const [avisos, setAvisos] = useState<Inscricao[]>([]);

  useEffect(() => {
    let vigente = true;
    lerDoHistorico('cancelamentos', idUsuario)
      .then(async (canceladas) => {
        const novos = canceladas.filter((i) => !i.avisoCancelamentoVisto);
        if (vigente) setAvisos(novos);
        await Promise.all(novos.map((i) => inscricaoApi.marcarAvisoVisto(i.id)));
      })
      // Without a connection the notice waits for the next visit; the page already says it is offline.
      .catch((erro: unknown) => {
        if (!ehSemConexao(erro)) reportarErro(erro);
      });
    return () => {
      vigente = false;
    };
  }, [idUsuario]);

  return avisos;
}
