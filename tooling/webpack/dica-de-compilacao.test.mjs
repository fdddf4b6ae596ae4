/** The shell's boot scripts ask V8 to compile all their functions while they stream (decision 0863). */
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { DicaDeCompilacaoPlugin, DICA } = require('./dica-de-compilacao.cjs');

/** A production build of an entry that loads a `bootstrap` chunk and, apart, a chunk of its own. */
async function construir() {
  const pasta = await mkdtemp(path.join(tmpdir(), 'dica-de-compilacao-'));
  await writeFile(
    path.join(pasta, 'entrada.js'),
    `import(/* webpackChunkName: "bootstrap" */ './partida.js');\n` +
      `window.depois = () => import(/* webpackChunkName: "depois" */ './depois.js');\n`,
  );
  await writeFile(path.join(pasta, 'partida.js'), 'export const partida = () => console.log("partida");\n');
  await writeFile(path.join(pasta, 'depois.js'), 'export const depois = () => console.log("depois");\n');
  const compiler = webpack({
    mode: 'production',
    context: pasta,
    entry: { main: './entrada.js' },
    devtool: 'source-map',
    output: { path: path.join(pasta, 'dist'), filename: '[name].[contenthash:10].js' },
    plugins: [new DicaDeCompilacaoPlugin()],
  });
  await new Promise((resolve, reject) =>
    compiler.run((erro, stats) => (erro || stats.hasErrors() ? reject(erro ?? stats.toString()) : resolve())),
  );
  const dist = path.join(pasta, 'dist');
  const arquivos = await readdir(dist);
  /** The built file whose name starts with `prefixo` and ends with `extensao`. */
  const ler = (prefixo, extensao = '.js') =>
    readFile(
      path.join(
        dist,
        arquivos.find((a) => a.startsWith(prefixo) && a.endsWith(extensao)),
      ),
      'utf8',
    );
  return { pasta, ler };
}

describe('dica de compilação nos scripts da partida', () => {
  it('só os scripts do grupo bootstrap começam com a dica, mesmo depois da minificação', async () => {
    const { pasta, ler } = await construir();
    try {
      assert.ok((await ler('bootstrap.')).startsWith(DICA));
      assert.ok(!(await ler('depois.')).includes('allFunctionsCalledOnLoad'));
      assert.ok(!(await ler('main.')).includes('allFunctionsCalledOnLoad'));
    } finally {
      await rm(pasta, { recursive: true, force: true });
    }
  });

  it('o mapa de fonte conta a linha da dica: o código minificado segue mapeado no lugar certo', async () => {
    const { pasta, ler } = await construir();
    try {
      const mapa = JSON.parse(await ler('bootstrap.', '.js.map'));
      // The hint's line maps to nothing; the first mapped segment is on the next line.
      assert.match(mapa.mappings, /^;[A-Za-z0-9+/]/);
    } finally {
      await rm(pasta, { recursive: true, force: true });
    }
  });
});
