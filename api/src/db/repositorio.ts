import type { Executor } from './types.js';

/**
 * What every repository of the API is (issue 31 §1, decision 0305): a class over one executor, the pool or a
 * transaction. No method takes an executor; inside a transaction a service uses the same repository over it,
 * `repo.em(tx)`, so a statement cannot run on the pool by a forgotten argument.
 */
export abstract class Repositorio {
  constructor(protected readonly db: Executor) {}

  /** This repository, with whatever it was configured with, running on the transaction `tx`. */
  em(tx: Executor): this {
    return Object.assign(Object.create(Object.getPrototypeOf(this) as object) as this, this, { db: tx });
  }
}
