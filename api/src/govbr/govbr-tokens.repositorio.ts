import { Repositorio } from '../db/repositorio.js';

/** gov.br ID tokens spent on a session: each is accepted once, remembered until it expires. */
export class RepositorioDeTokensGovBr extends Repositorio {
  /** True the first time, false on any replay (also under concurrency: the primary key decides). */
  async usarUmaVez(chave: string, expiraEmSegundosEpoch: number): Promise<boolean> {
    await this.db.query('DELETE FROM govbr_token_usado WHERE expira_em < now()');
    const linhas = await this.db.query(
      `INSERT INTO govbr_token_usado (chave, expira_em) VALUES ($1, to_timestamp($2))
       ON CONFLICT (chave) DO NOTHING RETURNING chave`,
      [chave, expiraEmSegundosEpoch],
    );
    return linhas.length === 1;
  }
}
