import { useEffect, useState } from 'react';
import type { Questionario } from '@portal/contracts';
import { buscarQuestionario, type FiltroQuestionario } from '../api/questionarios-api';

export type CargaQuestionario =
  | { carga: 'carregando' }
  | { carga: 'falhou' }
  | { carga: 'inexistente' }
  | { carga: 'pronto'; questionario: Questionario };

export function useQuestionario({ tipo, idCurso, idQuestionario }: FiltroQuestionario): CargaQuestionario {
  const [estado, setEstado] = useState<CargaQuestionario>({ carga: 'carregando' });
  useEffect(() => {
    let vigente = true;
    setEstado({ carga: 'carregando' });
    buscarQuestionario({ tipo, idCurso, idQuestionario }).then(
      (questionario) =>
        vigente && setEstado(questionario ? { carga: 'pronto', questionario } : { carga: 'inexistente' }),
      () => vigente && setEstado({ carga: 'falhou' }),
    );
    return () => {
      vigente = false;
    };
  }, [tipo, idCurso, idQuestionario]);
  return estado;
}
