import { Repositorio } from '../db/repositorio.js';

export interface JanelaDeRequisicoes {
  contagem: number;
  /** Milliseconds until the window closes. */
  restanteMs: number;
}

/**
 * The per-address request windows of @fastify/rate-limit, kept in the same table as the sign-in counters
 * (contador_tentativa, keys 'req:<route>:<address>'), so every API process counts the same requests (decision 0161).
 */
export class RepositorioDeLimitesDeRequisicao extends Repositorio {
  async somar(chave: string, janelaMs: number): Promise<JanelaDeRequisicoes> {
    const [linha] = await this.db.query<JanelaDeRequisicoes>(
      `INSERT INTO contador_tentativa AS c (chave, contagem) VALUES ($1, 1)
       ON CONFLICT (chave) DO UPDATE SET
         contagem = CASE WHEN c.inicio <= now() - make_interval(secs => $2 / 1000.0) THEN 1 ELSE c.contagem + 1 END,
         inicio = CASE WHEN c.inicio <= now() - make_interval(secs => $2 / 1000.0) THEN now() ELSE c.inicio END,
         ultima = now()
       RETURNING contagem, greatest(0, extract(epoch FROM inicio - now()) * 1000 + $2)::float8 AS "restanteMs"`,
      [chave, janelaMs],
    );
    return linha!;
  }

  async ler(chave: string, janelaMs: number): Promise<JanelaDeRequisicoes> {
    const [linha] = await this.db.query<JanelaDeRequisicoes>(
      `SELECT contagem, greatest(0, extract(epoch FROM inicio - now()) * 1000 + $2)::float8 AS "restanteMs"
         FROM contador_tentativa WHERE chave = $1 AND inicio > now() - make_interval(secs => $2 / 1000.0)`,
      [chave, janelaMs],
    );
    return linha ?? { contagem: 0, restanteMs: 0 };
  }

  /** Counters whose last event is older than a day: every window (at most 24 h) has closed. */
  async apagarAntigos(): Promise<number> {
    const linhas = await this.db.query(
      "DELETE FROM contador_tentativa WHERE ultima < now() - interval '1 day' RETURNING 1",
    );
    return linhas.length;
  }
}
