import type { Db } from '../db/types.js';
import { migracoesEmDia } from '../db/migrate.js';
import { Repositorio } from '../db/repositorio.js';

export type Prontidao = 'pronto' | 'migracoes-pendentes';

/** Readiness of the database: reachable (rejects when not) and with every migration applied. */
export class RepositorioDeSaude extends Repositorio {
  constructor(private readonly banco: Db) {
    super(banco);
  }

  get driver(): Db['driver'] {
    return this.banco.driver;
  }

  async prontidao(): Promise<Prontidao> {
    await this.db.query('SELECT 1');
    return (await migracoesEmDia(this.banco)) ? 'pronto' : 'migracoes-pendentes';
  }
}
