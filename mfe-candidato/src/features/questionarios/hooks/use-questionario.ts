import type { Questionario, RespostasQuestionario } from '@portal/contracts';
import { useCarga } from '@portal/remoto';
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
  | { carga: 'falhou'; recarregar: () => void }
  | { carga: 'inexistente' }
  | { carga: 'pronto'; questionario: Questionario; salvas: RespostasSalvas };

/** The route's login guard runs first: without a user there is nothing of theirs to read, so it stays loading. */
const nuncaResolve = () => new Promise<never>(() => undefined);

export function useQuestionario(
  { tipo, idCurso, idQuestionario }: FiltroQuestionario,
  idUsuario: number | null,
): CargaQuestionario {
  const carga = useCarga(
    () => (idUsuario === null ? nuncaResolve() : carregar({ tipo, idCurso, idQuestionario }, idUsuario)),
    `questionario:${tipo}:${idCurso}:${idQuestionario}:${idUsuario}`,
  );
  if (carga.carregando) return { carga: 'carregando' };
  if (carga.erro !== null) return { carga: 'falhou', recarregar: carga.recarregar };
  return carga.dados ? { carga: 'pronto', ...carga.dados } : { carga: 'inexistente' };
}
