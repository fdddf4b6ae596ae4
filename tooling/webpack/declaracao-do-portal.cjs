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

/**
 * An app's `src/config/caminhos.ts` (a module with no imports), compiled and evaluated here; eslint.config.mjs reads
 * the portal's first segments the same way.
 */
function caminhosDoRemoto(arquivo) {
  const { code } = transformSync(fs.readFileSync(arquivo, 'utf8'), {
    filename: arquivo,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    module: { type: 'commonjs' },
  });
  const modulo = { exports: {} };
  new Function('module', 'exports', code)(modulo, modulo.exports);
  return modulo.exports;
}

const nivelValido = (nivel) =>
  nivel === 'publico' ||
  nivel === 'login' ||
  (Array.isArray(nivel?.papeis) &&
    nivel.papeis.length > 0 &&
    nivel.papeis.every((p) => typeof p === 'string'));

/**
 * `PREFIXOS`, and `ACESSO` when the remote declares who may open its prefixes (decision 1530). A malformed ACESSO
 * fails the build: the registry's reader would reject the whole line, and the remote would vanish from the portal.
 */
function declaracaoDoRemoto(dir) {
  const arquivo = path.join(dir, 'src/config/caminhos.ts');
  const { PREFIXOS: prefixos, ACESSO: acesso } = caminhosDoRemoto(arquivo);
  if (!Array.isArray(prefixos) || prefixos.length === 0) {
    throw new Error(
      `${arquivo} deve exportar PREFIXOS, a lista não vazia dos primeiros segmentos do remoto.`,
    );
  }
  if (acesso === undefined) return { prefixes: [...prefixos] };
  const objeto = typeof acesso === 'object' && acesso !== null && !Array.isArray(acesso);
  if (
    !objeto ||
    !Object.entries(acesso).every(([prefixo, nivel]) => prefixos.includes(prefixo) && nivelValido(nivel))
  ) {
    throw new Error(
      `${arquivo}: ACESSO só pode nomear prefixos de PREFIXOS, com 'publico', 'login' ou { papeis: [...] }.`,
    );
  }
  return { prefixes: [...prefixos], acesso: JSON.parse(JSON.stringify(acesso)) };
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
        : ['portal-remoto.json', { nome, ...declaracaoDoRemoto(dir), contrato }];
    compiler.hooks.thisCompilation.tap(NOME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NOME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(arquivo, new sources.RawSource(`${JSON.stringify(conteudo, null, 2)}\n`)),
      );
    });
  }
}

module.exports = { DeclaracaoDoPortalPlugin, declaracaoDoRemoto, caminhosDoRemoto };
