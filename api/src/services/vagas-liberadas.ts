import type { Executor } from '../db/types.js';

/**
 * Called inside the transaction that freed seats of class `idTurma` (today: staff raised its seats, decision 1500), with
 * the class row still locked. The waiting list (issue 15, call-up work) plugs in here to offer the new seats to the
 * first in line; until then there is nothing to offer.
 */
export async function aoLiberarVagas(tx: Executor, idTurma: number, idAutor: number): Promise<void> {
  void tx;
  void idTurma;
  void idAutor;
}
