/**
 * The shell's build fails when its `mf-manifest.json` does not offer every singleton the remotes share. Module
 * federation lists in the manifest only what the build really imports, and `pnpm deploy:remote` refuses a remote that
 * requires a package the running shell does not offer: a shell that stopped importing one (decision 0853 moved ui and
 * single-spa-react off its boot path) would make every remote's deploy fail, and only a deploy would tell.
 */
const { SINGLETONS } = require('./shared-deps.cjs');
const { aoProcessarAssets } = require('./processar-assets.cjs');

const NOME = 'OfertaDoShellPlugin';
const MANIFESTO = 'mf-manifest.json';

/** The singletons missing from the manifest's `shared` list (names, in SINGLETONS' order). */
function faltandoNaOferta(manifesto, singletons = SINGLETONS) {
  const oferecidos = new Set((manifesto?.shared ?? []).map((s) => s.name));
  return singletons.filter((nome) => !oferecidos.has(nome));
}

function mensagem(faltando) {
  return (
    `O shell não oferece aos remotos: ${faltando.join(', ')}. ` +
    'Todo remoto que os compartilha seria recusado por `pnpm deploy:remote`; importe-os no shell ' +
    '(shell/src/features/composicao/api/single-spa-sob-demanda.ts, decisão 0853).'
  );
}

class OfertaDoShellPlugin {
  apply(compiler) {
    aoProcessarAssets(compiler, NOME, 'REPORT', (compilation, { WebpackError }) => {
      const asset = compilation.getAsset(MANIFESTO);
      if (!asset) return compilation.errors.push(new WebpackError(`${NOME}: ${MANIFESTO} não foi gerado.`));
      const faltando = faltandoNaOferta(JSON.parse(asset.source.source().toString()));
      if (faltando.length > 0) compilation.errors.push(new WebpackError(mensagem(faltando)));
    });
  }
}

module.exports = { OfertaDoShellPlugin, faltandoNaOferta };
