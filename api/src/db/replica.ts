import type pg from 'pg';
import type { Executor } from './types.js';

/** How long a replica that failed is left alone before a read tries it again. */
export const REPLICA_EM_REPOUSO_MS = 5000;

/**
 * Reads that may lag the primary by a moment (the public catalogue, decision 0206) go to the streaming replica; when
 * the replica cannot answer (down, restarting, cancelled by recovery), the same read runs on the primary at once and
 * the replica rests for REPLICA_EM_REPOUSO_MS, so a dead replica costs one failed attempt per rest, not one per read.
 * A refused connection is detected in connectionTimeoutMillis at most.
 */
export function leitorComReplica(
  replica: pg.Pool,
  primario: Executor,
  consulta: (sql: string, params: readonly unknown[]) => pg.QueryConfig,
  agora: () => number = Date.now,
  aoFalhar: (erro: Error) => void = () => undefined,
): Executor {
  let repousoAte = 0;
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      if (agora() >= repousoAte) {
        try {
          return (await replica.query(consulta(sql, params))).rows as T[];
        } catch (erro) {
          // A wrong query is wrong on the primary too: it fails there with its own error.
          repousoAte = agora() + REPLICA_EM_REPOUSO_MS;
          aoFalhar(erro as Error);
        }
      }
      return primario.query<T>(sql, params);
    },
  };
}
