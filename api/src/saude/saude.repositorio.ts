import type { Db } from '../db/types.js';
import { migracoesEmDia } from '../db/migrate.js';

export type Prontidao = 'pronto' | 'migracoes-pendentes';

/** Readiness of the database: reachable (rejects when not) and with every migration applied. */
export class RepositorioDeSaude {
  constructor(private readonly db: Db) {}

  get driver(): Db['driver'] {
    return this.db.driver;
  }

  async prontidao(): Promise<Prontidao> {
    await this.db.query('SELECT 1');
    return (await migracoesEmDia(this.db)) ? 'pronto' : 'migracoes-pendentes';
  }
}
