/**
 * Emits `grafo-de-chunks.json` beside each build, so the byte budget of `pnpm test:all` (bench/src/orcamento-js.ts)
 * can add up a route's first-load JavaScript without a browser:
 * - `grupos`: every named chunk group (entry points, the remote entry, the exposed module, `webpackChunkName` lazy
 *   routes) → the JavaScript files loading it fetches and the share keys its code consumes;
 * - `compartilhados`: every share key this build provides → the same for the module it provides.
 * - `hospedeiro` (the shell only, a runtime host with no federation plugin: decision 0860): the share keys it offers
 *   remotes from its own code, and the named groups a page with a remote's area loads besides the boot (the federation
 *   runtime, the singletons only remotes use).
 * A consumed key is fetched from whichever app provided it first (the shell, with `loaded-first`).
 * A group made by an `import()` also names its `origem` (the imported module, relative to the package): the route
 * map (paginas-por-rota.mjs) finds which group holds a route's page by it.
 */
const path = require('node:path');
const { sources } = require('webpack');
const { aoProcessarAssets } = require('./processar-assets.cjs');

const NOME = 'GrafoDeChunksPlugin';
const ARQUIVO = 'grafo-de-chunks.json';

const arquivosJs = (chunks) =>
  [...new Set([...chunks].flatMap((c) => [...c.files].filter((f) => f.endsWith('.js'))))].sort();
const ordenar = (objeto) => Object.fromEntries(Object.entries(objeto).sort(([a], [b]) => a.localeCompare(b)));

/** Files and consumed share keys of a chunk group (consume modules sit in chunks of their own, with no file). */
function descrever(compilation, grupo) {
  const consome = new Set();
  for (const chunk of grupo.chunks) {
    for (const modulo of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (modulo.getSourceTypes().has('consume-shared') && modulo.options?.shareKey)
        consome.add(modulo.options.shareKey);
    }
  }
  return { arquivos: arquivosJs(grupo.chunks), consome: [...consome].sort() };
}

/** A provided shared module loads its real module through one async block: that block's chunk group holds it. */
function compartilhados(compilation) {
  const porChave = {};
  for (const modulo of compilation.modules) {
    if (modulo.constructor.name !== 'ProvideSharedModule' || !modulo.blocks[0]) continue;
    const grupo = compilation.chunkGraph.getBlockChunkGroup(modulo.blocks[0]);
    if (grupo) porChave[modulo._name] = descrever(compilation, grupo);
  }
  return ordenar(porChave);
}

/** Named group → the module its `import()` loads (`src/…/pagina-x.tsx`), for groups made by an import(). */
function origens(compilation) {
  const porGrupo = new Map();
  for (const modulo of compilation.modules) {
    for (const bloco of modulo.blocks ?? []) {
      const grupo = compilation.chunkGraph.getBlockChunkGroup(bloco);
      const alvo = bloco.dependencies[0] && compilation.moduleGraph.getModule(bloco.dependencies[0]);
      // A concatenated module (production) keeps the imported file as its root module.
      const arquivo = alvo?.rootModule?.resource ?? alvo?.resource;
      if (grupo?.name && arquivo && !porGrupo.has(grupo.name))
        porGrupo.set(
          grupo.name,
          path.relative(compilation.compiler.context, arquivo).split(path.sep).join('/'),
        );
    }
  }
  return porGrupo;
}

class GrafoDeChunksPlugin {
  /** `hospedeiro`: `{ oferece: [share keys], gruposParaRemotos: [named chunk groups] }`, for the shell's build. */
  constructor({ hospedeiro } = {}) {
    this.hospedeiro = hospedeiro;
  }

  apply(compiler) {
    aoProcessarAssets(compiler, NOME, 'REPORT', (compilation) => {
      const grupos = {};
      const origemDe = origens(compilation);
      for (const [nome, grupo] of compilation.namedChunkGroups) {
        grupos[nome] = descrever(compilation, grupo);
        if (origemDe.has(nome) && !nome.startsWith('__federation_')) grupos[nome].origem = origemDe.get(nome);
      }
      const grafo = { grupos: ordenar(grupos), compartilhados: compartilhados(compilation) };
      if (this.hospedeiro) grafo.hospedeiro = this.hospedeiro;
      compilation.emitAsset(ARQUIVO, new sources.RawSource(`${JSON.stringify(grafo, null, 2)}\n`));
    });
  }
}

module.exports = { GrafoDeChunksPlugin, ARQUIVO_GRAFO: ARQUIVO };
