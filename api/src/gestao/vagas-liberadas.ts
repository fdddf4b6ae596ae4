import type { Executor } from '../db/types.js';

/**
 * Called inside the transaction that freed seats of class `idTurma` (staff raised its seats, decision 1500), with the
 * class row still locked: the waiting list offers the new seats to the first in line, with the deadline the staff
 * member chose (`diasUteis`, decision 1606; ServicoDeConvocacao.convocarDaEspera, wired in plugins/app/services.ts).
 * Answers who was called up (fields of convocacao's Convocada, written out: convocacao imports gestao, not the
 * reverse; decision 0300).
 */
export type AoLiberarVagas = (
  tx: Executor,
  idTurma: number,
  idAutor: number,
  diasUteis?: number,
) => Promise<{ idInscricao: number; nome: string; prazo: string }[]>;

/** Nobody to offer to (a ServicoDeGestao built without the waiting list). */
export const semListaDeEspera: AoLiberarVagas = async () => [];
