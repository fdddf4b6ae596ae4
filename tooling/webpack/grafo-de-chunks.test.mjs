/**
 * The chunk graph the byte budget adds up (bench/src/orcamento-js.ts): a real webpack build of a small project with
 * a lazy page and a shared package, and the graph it emits compared with the files webpack wrote (issue 32).
 */
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { GrafoDeChunksPlugin, ARQUIVO_GRAFO } = require('./grafo-de-chunks.cjs');

let pasta;
let grafo;
let escritos;

async function escrever(arquivo, conteudo) {
  await mkdir(path.dirname(path.join(pasta, arquivo)), { recursive: true });
  await writeFile(path.join(pasta, arquivo), conteudo);
}

function construir(plugins) {
  const compiler = webpack({
    context: pasta,
    mode: 'production',
    devtool: false,
    entry: { main: './src/index.js' },
    output: { path: path.join(pasta, 'dist'), filename: '[name].[contenthash:8].js', clean: true },
    optimization: { minimize: false },
    plugins,
  });
  return new Promise((resolve, reject) =>
    compiler.run((erro, stats) => {
      compiler.close(() => undefined);
      if (erro || stats.hasErrors()) reject(erro ?? new Error(stats.toString('errors-only')));
      else resolve(stats);
    }),
  );
}

before(async () => {
  pasta = await mkdtemp(path.join(tmpdir(), 'grafo-de-chunks-'));
  await escrever(
    'node_modules/biblioteca-compartilhada/package.json',
    JSON.stringify({ name: 'biblioteca-compartilhada', version: '1.2.3', main: 'index.js' }),
  );
  await escrever('node_modules/biblioteca-compartilhada/index.js', 'module.exports = { saudacao: "olá" };\n');
  await escrever(
    'package.json',
    JSON.stringify({ name: 'app', version: '0.0.0', dependencies: { 'biblioteca-compartilhada': '^1.0.0' } }),
  );
  await escrever(
    'src/index.js',
    'import(/* webpackChunkName: "bootstrap" */ \'./bootstrap.js\');\nimport(/* webpackChunkName: "rota-pagina" */ \'./paginas/pagina.js\');\n',
  );
  await escrever(
    'src/bootstrap.js',
    "import { saudacao } from 'biblioteca-compartilhada';\nconsole.log(saudacao);\n",
  );
  await escrever('src/paginas/pagina.js', "export const pagina = 'uma página';\n");
  await construir([
    new webpack.sharing.SharePlugin({
      shared: { 'biblioteca-compartilhada': { requiredVersion: '^1.0.0' } },
    }),
    new GrafoDeChunksPlugin({ hospedeiro: { oferece: ['react'], gruposParaRemotos: ['main'] } }),
  ]);
  grafo = JSON.parse(await readFile(path.join(pasta, 'dist', ARQUIVO_GRAFO), 'utf8'));
  escritos = (await readdir(path.join(pasta, 'dist'))).filter((f) => f.endsWith('.js'));
});
after(() => rm(pasta, { recursive: true, force: true }));

describe('grafo de chunks (GrafoDeChunksPlugin)', () => {
  it('names the entry with its files, all of them written by the build', () => {
    const main = grafo.grupos.main;
    assert.ok(main, 'grupo main');
    assert.ok(main.arquivos.length > 0);
    assert.ok(
      main.arquivos.every((f) => escritos.includes(f)),
      `${main.arquivos} ⊆ ${escritos}`,
    );
    assert.equal(main.origem, undefined, 'an entry was not made by an import()');
  });

  it('names a webpackChunkName lazy group with its own file and the module it imports (origem)', () => {
    const pagina = grafo.grupos['rota-pagina'];
    assert.ok(pagina, `grupos: ${Object.keys(grafo.grupos)}`);
    assert.equal(pagina.origem, 'src/paginas/pagina.js');
    assert.equal(pagina.arquivos.length, 1);
    assert.ok(escritos.includes(pagina.arquivos[0]));
    assert.ok(!grafo.grupos.main.arquivos.includes(pagina.arquivos[0]), 'the lazy page is not in the entry');
  });

  // As in the portal's builds, every import() is named (the shell's bootstrap, a route's page): then nothing the
  // build wrote escapes the graph, so nothing escapes the budget.
  it('every JavaScript file the build wrote is named by some group or shared module', () => {
    const nomeados = new Set(
      [...Object.values(grafo.grupos), ...Object.values(grafo.compartilhados)].flatMap((g) => g.arquivos),
    );
    assert.deepEqual(
      escritos.filter((f) => !nomeados.has(f)),
      [],
    );
  });

  it('lists the shared package it provides, with its files, and who consumes it', () => {
    const compartilhado = grafo.compartilhados['biblioteca-compartilhada'];
    assert.ok(compartilhado, `compartilhados: ${Object.keys(grafo.compartilhados)}`);
    assert.ok(compartilhado.arquivos.length > 0);
    assert.ok(compartilhado.arquivos.every((f) => escritos.includes(f)));
    const consumidores = Object.entries(grafo.grupos)
      .filter(([, g]) => g.consome.includes('biblioteca-compartilhada'))
      .map(([nome]) => nome);
    assert.deepEqual(consumidores, ['bootstrap']);
    assert.ok(!grafo.grupos['rota-pagina'].consome.includes('biblioteca-compartilhada'));
  });

  it('carries the host’s declaration as given (the shell’s build)', () => {
    assert.deepEqual(grafo.hospedeiro, { oferece: ['react'], gruposParaRemotos: ['main'] });
  });
});
