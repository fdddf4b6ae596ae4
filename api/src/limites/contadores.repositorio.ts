import { Repositorio } from '../db/repositorio.js';

export interface Contagem {
  contagem: number;
  /** Seconds since the last counted event. */
  segundosDesdeUltima: number;
  /** Seconds since the window opened (its first event). */
  segundosDesdeInicio: number;
}

/**
 * Counters in PostgreSQL (table contador_tentativa), so every API process sees the same figures and a restart does not
 * forgive an attacker. A counter whose window (from its first event) has passed starts again at 1.
 */
export class RepositorioDeContadores extends Repositorio {
  async somar(chave: string, janelaSegundos: number): Promise<number> {
    const [linha] = await this.db.query<{ contagem: number }>(
      `INSERT INTO contador_tentativa AS c (chave, contagem) VALUES ($1, 1)
       ON CONFLICT (chave) DO UPDATE SET
         contagem = CASE WHEN c.inicio <= now() - make_interval(secs => $2) THEN 1 ELSE c.contagem + 1 END,
         inicio = CASE WHEN c.inicio <= now() - make_interval(secs => $2) THEN now() ELSE c.inicio END,
         ultima = now()
       RETURNING contagem`,
      [chave, janelaSegundos],
    );
    return linha!.contagem;
  }

  /** Counts one event on each key, each in its own window, in one round trip (keys must differ). */
  async somarVarios(chaves: { chave: string; janelaSegundos: number }[]): Promise<void> {
    await this.db.query(
      `WITH j AS (SELECT * FROM unnest($1::text[], $2::float8[]) AS j (chave, janela))
       INSERT INTO contador_tentativa AS c (chave, contagem) SELECT chave, 1 FROM j
       ON CONFLICT (chave) DO UPDATE SET
         contagem = CASE WHEN c.inicio <= now() - make_interval(secs => (SELECT janela FROM j WHERE j.chave = c.chave))
                         THEN 1 ELSE c.contagem + 1 END,
         inicio = CASE WHEN c.inicio <= now() - make_interval(secs => (SELECT janela FROM j WHERE j.chave = c.chave))
                       THEN now() ELSE c.inicio END,
         ultima = now()`,
      [chaves.map((c) => c.chave), chaves.map((c) => c.janelaSegundos)],
    );
  }

  /** The counter inside its window, or zero. */
  async ler(chave: string, janelaSegundos: number): Promise<Contagem> {
    const [linha] = await this.db.query<Contagem>(
      `SELECT contagem, extract(epoch FROM now() - ultima)::float8 AS "segundosDesdeUltima",
              extract(epoch FROM now() - inicio)::float8 AS "segundosDesdeInicio" FROM contador_tentativa
        WHERE chave = $1 AND inicio > now() - make_interval(secs => $2)`,
      [chave, janelaSegundos],
    );
    return linha ?? { contagem: 0, segundosDesdeUltima: Number.POSITIVE_INFINITY, segundosDesdeInicio: 0 };
  }

  async zerar(...chaves: string[]): Promise<void> {
    await this.db.query('DELETE FROM contador_tentativa WHERE chave = ANY($1::text[])', [chaves]);
  }

  /** Forgets every counter whose key starts with `prefixo` (LIKE would read its underscores as wildcards). */
  async zerarComPrefixo(prefixo: string): Promise<void> {
    await this.db.query('DELETE FROM contador_tentativa WHERE left(chave, length($1)) = $1', [prefixo]);
  }

  /** Counts the event and tells whether it is still within `maximo` for the window. */
  async permitir(chave: string, maximo: number, janelaSegundos: number): Promise<boolean> {
    return (await this.somar(chave, janelaSegundos)) <= maximo;
  }
}
