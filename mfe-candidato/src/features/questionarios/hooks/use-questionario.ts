import { useEffect, useState } from 'react';
import type { Questionario, RespostasQuestionario } from '@portal/contracts';
import { buscarQuestionario, buscarRespostas, type FiltroQuestionario } from '../api/questionarios-api';

/** What was answered before (null when never): the edit routes open with it. */
export type RespostasSalvas = RespostasQuestionario['respostas'] | null;

/** The questionnaire, then this candidate's saved answers to it (same course), or null for no questionnaire. */
async function carregar(filtro: FiltroQuestionario, idUsuario: number) {
  const questionario = await buscarQuestionario(filtro);
  if (!questionario) return null;
  const salvas = await buscarRespostas({
    idQuestionario: questionario.id,
    idUsuario,
    idCurso: filtro.idCurso,
  });
  return { questionario, salvas };
}

export type CargaQuestionario =
  | { carga: 'carregando' }
  | { carga: 'falhou' }
  | { carga: 'inexistente' }
  | { carga: 'pronto'; questionario: Questionario; salvas: RespostasSalvas };

export function useQuestionario(
  { tipo, idCurso, idQuestionario }: FiltroQuestionario,
  idUsuario: number | null,
): CargaQuestionario {
  const [estado, setEstado] = useState<CargaQuestionario>({ carga: 'carregando' });
  useEffect(() => {
    let vigente = true;
    setEstado({ carga: 'carregando' });
    // The route's login guard runs first; without a user there is nothing of theirs to read.
    if (idUsuario === null) return;
    carregar({ tipo, idCurso, idQuestionario }, idUsuario).then(
      (achado) => vigente && setEstado(achado ? { carga: 'pronto', ...achado } : { carga: 'inexistente' }),
      () => vigente && setEstado({ carga: 'falhou' }),
    );
    return () => {
      vigente = false;
    };
  }, [tipo, idCurso, idQuestionario, idUsuario]);
  return estado;
}
