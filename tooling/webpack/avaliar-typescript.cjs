/**
 * Evaluates a TypeScript module in Node, outside webpack, following its imports: how the build and the lint
 * configuration read an app's `src/config/caminhos.ts` (decisions 0900, 0921). Such a module builds its published
 * paths from contracts' `Rota` (`@portal/contracts/rotas`), so the reader must follow that import; it compiles each
 * TypeScript file it reaches with swc and hands anything else (a package's JavaScript) to Node's require.
 */
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const TYPESCRIPT = /\.tsx?$/;

/** The file of a relative import, written as the sources write them: './x', './x.js' (→ x.ts) or a folder. */
function arquivoRelativo(base) {
  const candidatos = [
    base,
    base.replace(/\.js$/, '.ts'),
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
  ];
  return candidatos.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
}

function resolver(especificador, quemImporta) {
  const pasta = path.dirname(quemImporta);
  const arquivo = especificador.startsWith('.')
    ? arquivoRelativo(path.resolve(pasta, especificador))
    : (() => {
        try {
          return require.resolve(especificador, { paths: [pasta] });
        } catch {
          return undefined;
        }
      })();
  if (arquivo === undefined) {
    throw new Error(`${quemImporta}: não foi possível resolver o import '${especificador}'.`);
  }
  return arquivo;
}

/**
 * The module's exports. `cache` (absolute path → exports) is shared by every module one call reaches, so a module
 * imported twice is one object; pass the same Map to several calls to share it across them.
 */
function avaliarTypeScript(arquivo, cache = new Map()) {
  const absoluto = path.resolve(arquivo);
  if (cache.has(absoluto)) return cache.get(absoluto).exports;
  const { code } = transformSync(fs.readFileSync(absoluto, 'utf8'), {
    filename: absoluto,
    jsc: { parser: { syntax: 'typescript', tsx: absoluto.endsWith('.tsx') }, target: 'es2020' },
    module: { type: 'commonjs' },
  });
  const modulo = { exports: {} };
  cache.set(absoluto, modulo);
  const importar = (especificador) => {
    const alvo = resolver(especificador, absoluto);
    return TYPESCRIPT.test(alvo) ? avaliarTypeScript(alvo, cache) : require(alvo);
  };
  new Function('module', 'exports', 'require', code)(modulo, modulo.exports, importar);
  return modulo.exports;
}

module.exports = { avaliarTypeScript };
