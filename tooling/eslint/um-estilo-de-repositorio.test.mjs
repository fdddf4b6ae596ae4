import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// The repository's own config on made-up repository files (decision 0305): a class that extends Repositorio, over
// one executor; no exported function and no method that takes the executor.
const raiz = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: raiz });
const CABECALHO = [
  "import type { Executor } from '../db/types.js';",
  "import { Repositorio } from '../db/repositorio.js';",
  'export const x: Executor | undefined = undefined;',
].join('\n');
const recusasEm = async (codigo, arquivo = 'api/src/inscricao/exemplo.repositorio.ts') => {
  const [resultado] = await eslint.lintText(`${CABECALHO}\n${codigo}\n`, { filePath: `${raiz}/${arquivo}` });
  return resultado.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
};

describe('one repository style (eslint.config.mjs, decision 0305)', () => {
  it('accepts a class over one executor, with a configured constructor', async () => {
    const codigo = `export class RepositorioDeExemplo extends Repositorio {
      constructor(db: Executor, private readonly limite = 10) { super(db); }
      async ler(id: number): Promise<unknown[]> { return this.db.query('SELECT 1 WHERE $1 < $2', [id, this.limite]); }
    }`;
    assert.deepEqual(await recusasEm(codigo), []);
  });

  const RECUSADOS = {
    'an exported function taking the transaction': `export async function ler(tx: Executor, id: number) {
      return tx.query('SELECT 1 WHERE $1 > 0', [id]);
    }`,
    'a class that does not extend Repositorio': `export class RepositorioSolto {
      constructor(private readonly db: Executor) {}
    }`,
    'a method whose first parameter is the transaction': `export class RepositorioDeExemplo extends Repositorio {
      async bloquear(tx: Executor, id: number) { return tx.query('SELECT 1 WHERE $1 > 0 FOR UPDATE', [id]); }
    }`,
    'a method with an optional transaction last': `export class RepositorioDeExemplo extends Repositorio {
      async ler(id: number, tx: Executor = this.db) { return tx.query('SELECT 1 WHERE $1 > 0', [id]); }
    }`,
    'an exported arrow function taking the executor': `export const ler = (db: Executor, id: number) =>
      db.query('SELECT 1 WHERE $1 > 0', [id]);`,
  };
  for (const [caso, codigo] of Object.entries(RECUSADOS)) {
    it(`refuses ${caso}`, async () => {
      const recusas = await recusasEm(codigo);
      assert.ok(recusas.length > 0, 'nenhuma recusa');
      for (const recusa of recusas) assert.match(recusa, /decisão 0305/);
    });
  }

  it('leaves the SQL fragments of *.sql.ts alone', async () => {
    assert.deepEqual(
      await recusasEm(
        'export function fragmento(p: string) { return p; }',
        'api/src/inscricao/exemplo.sql.ts',
      ),
      [],
    );
  });
});
