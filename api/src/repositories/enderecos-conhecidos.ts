import type { Executor } from '../db/types.js';

/** Addresses an account signed in from (table endereco_conhecido), spared the account-wide sign-in delays. */
export class RepositorioDeEnderecosConhecidos {
  constructor(private readonly db: Executor) {}

  async lembrar(idUsuario: number, endereco: string): Promise<void> {
    await this.db.query(
      `INSERT INTO endereco_conhecido (id_usuario, endereco) VALUES ($1, $2)
       ON CONFLICT (id_usuario, endereco) DO UPDATE SET visto_em = now()`,
      [idUsuario, endereco],
    );
  }

  /** Whether the account signed in from this address in the last `dias` days. */
  async conhecido(idUsuario: number, endereco: string, dias: number): Promise<boolean> {
    const linhas = await this.db.query(
      'SELECT 1 FROM endereco_conhecido WHERE id_usuario = $1 AND endereco = $2 AND visto_em > now() - make_interval(days => $3)',
      [idUsuario, endereco, dias],
    );
    return linhas.length > 0;
  }
}
