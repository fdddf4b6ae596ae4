import { instanteIso } from '../db/sql/instante.js';
import { Repositorio } from '../db/repositorio.js';

/** The test clock's one row (decision 1520): minutes added to the API's "now" (agora_da_api() in SQL). */
export class RepositorioDoRelogioDeTeste extends Repositorio {
  /** Test clock: the offset in minutes and the API's "now". */
  async relogio(): Promise<{ agora: string; deslocamentoMinutos: number }> {
    const [linha] = await this.db.query<{ agora: string; deslocamentoMinutos: number }>(
      `SELECT ${instanteIso('agora_da_api()')} AS agora, deslocamento_minutos AS "deslocamentoMinutos" FROM relogio_de_teste`,
    );
    return linha!;
  }

  /** Moves the test clock forward by `minutos` (capped by the table's CHECK range), or back to zero with null. */
  async moverRelogio(minutos: number | null): Promise<void> {
    await this.db.query(
      `UPDATE relogio_de_teste SET deslocamento_minutos = CASE WHEN $1::integer IS NULL THEN 0
         ELSE least(deslocamento_minutos + $1::integer, 10000000) END`,
      [minutos],
    );
  }
}
