import type { Db, Executor } from '../db/types.js';
import type { RepositorioDeConvocacoes } from './convocacoes.repositorio.js';

/** Batch of the expiry sweep: small transactions, so no lock is held long and several processes share the work. */
const LOTE_DA_VARREDURA = 100;
export const MOTIVO_EXPIRACAO = 'prazo da convocação terminou sem confirmação';

/** The system's offer of a class's free seats to its waiting list, inside the sweep's transaction (author: null). */
export type OferecerVagasDoSistema = (tx: Executor, idTurma: number) => Promise<number>;

/**
 * The scheduled sweep (and the dev clock's): expires call-ups past their deadline in small batches (status 3 → 7,
 * seat back, next in line offered, all in the batch's transaction), then offers any seat left free while someone
 * waits. Idempotent, and safe with several processes: rows another one holds are skipped (SKIP LOCKED).
 */
export async function varrerConvocacoes(
  db: Db,
  repo: RepositorioDeConvocacoes,
  oferecerVagas: OferecerVagasDoSistema,
): Promise<{ expiradas: number; oferecidas: number }> {
  let expiradas = 0;
  let oferecidas = 0;
  for (;;) {
    const lote = await db.transaction(async (tx) => {
      const porTurma = await repo.em(tx).expirarVencidas(LOTE_DA_VARREDURA, MOTIVO_EXPIRACAO);
      let n = 0;
      for (const { idTurma, n: devolvidas } of porTurma) {
        n += devolvidas;
        await repo.em(tx).devolverVagas(idTurma, devolvidas);
        oferecidas += await oferecerVagas(tx, idTurma);
      }
      return n;
    });
    expiradas += lote;
    if (lote < LOTE_DA_VARREDURA) break;
  }
  for (const idTurma of await repo.turmasComVagaEEspera(LOTE_DA_VARREDURA)) {
    oferecidas += await db.transaction((tx) => oferecerVagas(tx, idTurma));
  }
  return { expiradas, oferecidas };
}
