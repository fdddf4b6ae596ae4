/**
 * contracts installs the portal's Portuguese messages for zod as a side effect of `schemas/zod-pt.ts` (decision
 * 0181). A production build drops a module that only re-exports, unless its package says it has side effects: the
 * remotes then showed zod's English ("Too big: expected string to have <=150 characters"). This builds, as the apps
 * do, a page that imports one schema, and runs it.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const CONTRACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../contracts/src/index.ts');

function construir(pasta) {
  const entrada = path.join(pasta, 'pagina.ts');
  writeFileSync(
    entrada,
    `import { usuarioUpdateSchema } from ${JSON.stringify(CONTRACTS)};
const r = usuarioUpdateSchema.safeParse({ nome: 'a'.repeat(300), email: 'x@y.com', dataNascimento: '01/01/1990' });
(globalThis as any).mensagens = r.success ? [] : r.error.issues.map((i) => i.message);
`,
  );
  const compilador = webpack({
    mode: 'production',
    target: 'web',
    context: pasta,
    entry: entrada,
    output: { path: pasta, filename: 'pagina.js' },
    resolve: { extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: { jsc: { parser: { syntax: 'typescript' } } },
          },
        },
      ],
    },
    optimization: { splitChunks: false },
  });
  return new Promise((resolve, reject) =>
    compilador.run((erro, stats) => {
      compilador.close(() => {});
      if (erro) return reject(erro);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(readFileSync(path.join(pasta, 'pagina.js'), 'utf8'));
    }),
  );
}

describe('zod em português no build de produção', () => {
  it('um nome de 300 caracteres é recusado com a mensagem do portal, não com a do zod', async () => {
    const pasta = mkdtempSync(path.join(tmpdir(), 'zod-pt-'));
    try {
      const codigo = await construir(pasta);
      const contexto = vm.createContext({});
      vm.runInContext(codigo, contexto);
      // The array was made in the vm's realm: compared by its JSON.
      assert.equal(JSON.stringify(contexto.mensagens), JSON.stringify(['Use no máximo 150 caracteres.']));
    } finally {
      rmSync(pasta, { recursive: true, force: true });
    }
  });
});
