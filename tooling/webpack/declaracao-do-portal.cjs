/**
 * Writes beside each build what `pnpm deploy:remote` checks before a remote goes live
 * (docs/decisions/0902-implantacao-recusa-build-incompativel.md):
 * - a remote's `portal-remoto.json`: its name, the first URL segments it owns (read from its own
 *   `src/config/caminhos.ts`, the one place its paths live), who may open them and its staff menu entries when it
 *   declares them, and the version of the parcel contract (props and lifecycles, `@portal/remoto/contrato-do-parcel.json`)
 *   it was built against;
 * - the shell's `portal-shell.json`: the parcel contract version it mounts remotes with, and the singletons it offers
 *   them (`compartilhados`: package → version; the shell is a runtime host with no federation manifest, decision 0860).
 */
const fs = require('node:fs');
const path = require('node:path');
const { avaliarTypeScript } = require('./avaliar-typescript.cjs');
const { motivosDaDeclaracao } = require('./declaracao-de-acesso.cjs');
const { aoProcessarAssets } = require('./processar-assets.cjs');
const { termosCompartilhados } = require('./shared-deps.cjs');

const NOME = 'DeclaracaoDoPortalPlugin';

function contratoDoParcel(dir) {
  const arquivo = require.resolve('@portal/remoto/contrato-do-parcel.json', { paths: [dir] });
  return JSON.parse(fs.readFileSync(arquivo, 'utf8'));
}

/**
 * An app's `src/config/caminhos.ts`, compiled and evaluated here with the modules it imports (contracts' `Rota`, from
 * which it takes the paths other apps open: decision 0921); eslint.config.mjs reads the portal's first segments the
 * same way. A module it cannot resolve fails the build.
 */
function caminhosDoRemoto(arquivo, cache) {
  return avaliarTypeScript(arquivo, cache);
}

/**
 * `PREFIXOS`, with `ACESSO` and `MENU` when the remote declares who may open its prefixes and the sidebar entry of a
 * staff prefix (decisions 1530 and 1560). A declaration the portal could not read fails the build: at run time it
 * would close the remote's paths.
 */
function declaracaoDoRemoto(dir) {
  const arquivo = path.join(dir, 'src/config/caminhos.ts');
  const { PREFIXOS: prefixos, ACESSO: acesso, MENU: menu } = caminhosDoRemoto(arquivo);
  if (!Array.isArray(prefixos) || prefixos.length === 0) {
    throw new Error(
      `${arquivo} deve exportar PREFIXOS, a lista não vazia dos primeiros segmentos do remoto.`,
    );
  }
  const motivos = motivosDaDeclaracao({ prefixes: prefixos, acesso, menu });
  if (motivos.length > 0) throw new Error(`${arquivo}: ${motivos.join(' ')}`);
  // Plain JSON copies of what the module exported (frozen `as const` objects).
  const copia = (valor) => JSON.parse(JSON.stringify(valor));
  return {
    prefixes: [...prefixos],
    ...(acesso !== undefined && { acesso: copia(acesso) }),
    ...(menu !== undefined && { menu: copia(menu) }),
  };
}

/** `{ pacote: versão }` of every singleton the shell offers remotes (tooling/webpack/shared-deps.cjs). */
function versoesCompartilhadas(dir) {
  return Object.fromEntries(
    Object.entries(termosCompartilhados(dir)).map(([pacote, { version }]) => [pacote, version]),
  );
}

class DeclaracaoDoPortalPlugin {
  constructor({ dir, nome, tipo }) {
    this.opcoes = { dir, nome, tipo };
  }

  apply(compiler) {
    const { dir, nome, tipo } = this.opcoes;
    const contrato = contratoDoParcel(dir).versao;
    const [arquivo, conteudo] =
      tipo === 'shell'
        ? ['portal-shell.json', { contrato, compartilhados: versoesCompartilhadas(dir) }]
        : ['portal-remoto.json', { nome, ...declaracaoDoRemoto(dir), contrato }];
    aoProcessarAssets(compiler, NOME, 'ADDITIONAL', (compilation, { sources }) =>
      compilation.emitAsset(arquivo, new sources.RawSource(`${JSON.stringify(conteudo, null, 2)}\n`)),
    );
  }
}

module.exports = { DeclaracaoDoPortalPlugin, declaracaoDoRemoto, caminhosDoRemoto, versoesCompartilhadas };
