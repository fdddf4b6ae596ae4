/**
 * V8's explicit compile hint (decision 0863): `//# allFunctionsCalledOnLoad` at the top of each script of the shell's
 * boot (the `bootstrap` chunk group, the files the portal's server preloads) asks Chromium to compile every function
 * of the file while the file streams in, off the main thread, instead of each one on the main thread at its first
 * call. Almost every function there runs while the page starts: without the hint, react-dom's top level took 53–77 ms
 * and the shell's modules 42–56 ms of main thread on the preset's phone. Other engines read a comment.
 */
const NOME = 'DicaDeCompilacaoPlugin';
const DICA = '//# allFunctionsCalledOnLoad\n';

class DicaDeCompilacaoPlugin {
  constructor({ grupo = 'bootstrap' } = {}) {
    this.grupo = grupo;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    // Right after minification (which drops comments), before the source maps, the content hashes and the brotli
    // copies are made from the file: hence a stage of its own, not one of processar-assets.cjs's names.
    const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
    compiler.hooks.thisCompilation.tap(NOME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NOME, stage }, () => {
        const grupo = compilation.namedChunkGroups.get(this.grupo);
        for (const arquivo of grupo ? grupo.getFiles() : [])
          if (arquivo.endsWith('.js'))
            compilation.updateAsset(arquivo, (fonte) => new sources.ConcatSource(DICA, fonte));
      });
    });
  }
}

module.exports = { DicaDeCompilacaoPlugin, DICA };
