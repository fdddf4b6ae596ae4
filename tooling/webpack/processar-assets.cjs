/**
 * The one webpack hook the portal's own plugins use (the chunk graph, the portal declaration, the brotli copies): a
 * step of `processAssets` in every compilation of the compiler. `estagio` names one of webpack's
 * `PROCESS_ASSETS_STAGE_*` constants (ADDITIONAL, OPTIMIZE_TRANSFER, REPORT…), which set the step's order among
 * webpack's own: a report must read the assets after they are final, a copy must be made of the minified file.
 * `tratar` receives the compilation and the compiler's webpack (its `sources`).
 */
function aoProcessarAssets(compiler, nome, estagio, tratar) {
  const { Compilation } = compiler.webpack;
  const stage = Compilation[`PROCESS_ASSETS_STAGE_${estagio}`];
  if (stage === undefined)
    throw new Error(`${nome}: o webpack não tem o estágio PROCESS_ASSETS_STAGE_${estagio}.`);
  compiler.hooks.thisCompilation.tap(nome, (compilation) => {
    compilation.hooks.processAssets.tap({ name: nome, stage }, () => tratar(compilation, compiler.webpack));
  });
}

module.exports = { aoProcessarAssets };
