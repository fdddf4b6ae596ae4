import type { Executor } from '../db/types.js';
import type { Convocada } from '../convocacao/convocacoes.repositorio.js';

/**
 * Called inside the transaction that freed seats of class `idTurma` (staff raised its seats, decision 1500), with the
 * class row still locked: the waiting list offers the new seats to the first in line, with the deadline the staff
 * member chose (`diasUteis`, decision 1606; ServicoDeConvocacao.convocarDaEspera, wired in plugins/app/services.ts).
 * Answers who was called up.
 */
export type AoLiberarVagas = (
  tx: Executor,
  idTurma: number,
  idAutor: number,
  diasUteis?: number,
) => Promise<Pick<Convocada, 'idInscricao' | 'nome' | 'prazo'>[]>;

/** Nobody to offer to (a ServicoDeGestao built without the waiting list). */
export const semListaDeEspera: AoLiberarVagas = async () => [];
