/**
 * Writes beside each build what `pnpm deploy:remote` checks before a remote goes live
 * (docs/decisions/0902-implantacao-recusa-build-incompativel.md):
 * - a remote's `portal-remoto.json`: its name, the first URL segments it owns (read from its own
 *   `src/config/caminhos.ts`, the one place its paths live) and the version of the parcel contract (props and
 *   lifecycles, `@portal/ui/contrato-do-parcel.json`) it was built against;
 * - the shell's `portal-shell.json`: the parcel contract version it mounts remotes with.
 */
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const NOME = 'DeclaracaoDoPortalPlugin';

function contratoDoParcel(dir) {
  const arquivo = require.resolve('@portal/ui/contrato-do-parcel.json', { paths: [dir] });
  return JSON.parse(fs.readFileSync(arquivo, 'utf8'));
}

/** `PREFIXOS` of the remote's `src/config/caminhos.ts` (a module with no imports), compiled and evaluated here. */
function prefixosDoRemoto(dir) {
  const arquivo = path.join(dir, 'src/config/caminhos.ts');
  const { code } = transformSync(fs.readFileSync(arquivo, 'utf8'), {
    filename: arquivo,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    module: { type: 'commonjs' },
  });
  const modulo = { exports: {} };
  new Function('module', 'exports', code)(modulo, modulo.exports);
  const prefixos = modulo.exports.PREFIXOS;
  if (!Array.isArray(prefixos) || prefixos.length === 0) {
    throw new Error(
      `${arquivo} deve exportar PREFIXOS, a lista não vazia dos primeiros segmentos do remoto.`,
    );
  }
  return [...prefixos];
}

class DeclaracaoDoPortalPlugin {
  constructor({ dir, nome, tipo }) {
    this.opcoes = { dir, nome, tipo };
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const { dir, nome, tipo } = this.opcoes;
    const contrato = contratoDoParcel(dir).versao;
    const [arquivo, conteudo] =
      tipo === 'shell'
        ? ['portal-shell.json', { contrato }]
        : ['portal-remoto.json', { nome, prefixes: prefixosDoRemoto(dir), contrato }];
    compiler.hooks.thisCompilation.tap(NOME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NOME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(arquivo, new sources.RawSource(`${JSON.stringify(conteudo, null, 2)}\n`)),
      );
    });
  }
}

module.exports = { DeclaracaoDoPortalPlugin, prefixosDoRemoto };
