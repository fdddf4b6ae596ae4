import type { Executor } from '../db/types.js';

/**
 * Called inside the transaction that freed seats of class `idTurma` (staff raised its seats, decision 1500), with the
 * class row still locked: the waiting list offers the new seats to the first in line (ServicoDeConvocacao.oferecerVagas,
 * wired in plugins/app/services.ts). Answers how many were offered.
 */
export type AoLiberarVagas = (tx: Executor, idTurma: number, idAutor: number) => Promise<number>;

/** Nobody to offer to (a ServicoDeGestao built without the waiting list). */
export const semListaDeEspera: AoLiberarVagas = async () => 0;
