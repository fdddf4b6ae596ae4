import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { ouvirSempre } from './ouvinte.js';

/** A pooled client as pg-pool hands it out: a second release throws, as pg-pool's does. */
function clienteFalso() {
  const cliente = Object.assign(new EventEmitter(), {
    soltas: 0,
    escapeIdentifier: (nome: string) => `"${nome}"`,
    query: async () => ({ rows: [] }),
    release() {
      cliente.soltas += 1;
      if (cliente.soltas > 1)
        throw new Error('Release called on client which has already been released to the pool.');
    },
  });
  return cliente;
}

describe('ouvirSempre', () => {
  it('um erro da conexão depois de parar não a devolve ao pool de novo', async () => {
    const cliente = clienteFalso();
    const sessao = { connect: async () => cliente } as unknown as pg.Pool;
    const parar = await ouvirSempre(
      sessao,
      'mensagens',
      () => undefined,
      () => undefined,
      () => undefined,
    );
    await parar();
    // The primary goes away while the released client still has our listener: pg emits 'error' on it.
    expect(() =>
      cliente.emit('error', new Error('terminating connection due to administrator command')),
    ).not.toThrow();
    expect(cliente.soltas).toBe(1);
  });
});
