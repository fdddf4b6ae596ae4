#!/usr/bin/env node
/**
 * `pnpm deploy:remote <mfe-programas | mfe_programas>`: builds one remote, publishes it as a new version under
 * <data>/remotes/<name>/<version>/ and points remotes.json at it. A reload of the portal then loads it; the shell is
 * neither rebuilt nor restarted. Older versions stay for `pnpm rollback:remote`. A build the shell published in the
 * same origin (shell.json, decision 0209) could not mount (shared versions, exposed module, parcel contract, a prefix
 * of another remote) is refused and the registry stays as it was; so is any build while no shell is published there.
 * `--previa` publishes without touching the registry: open it with the override (e2e/README.md). `--build <pasta>`
 * publishes a build made elsewhere (CI) instead of building here. `--destino <pasta>` publishes to that static origin
 * (the folder standing for the bucket/CDN origin the gateways read with `--data-dir`, decision 0209) instead of the
 * local data folder (PORTAL_DATA_DIR, default <repo>/.data); there the public pages are prerendered only with the API
 * named by `--api <url>` (the one the citizens' portal reads), never this machine's.
 */
import { parseArgs } from 'node:util';
import { pastaDaOrigem, resolverRemoto } from './lib/caminhos.mjs';
import { apiDaPreRenderizacao, implantarRemoto } from './lib/implantacao.mjs';
import { lerConfiguracao } from './lib/servicos.mjs';

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      previa: { type: 'boolean', default: false },
      build: { type: 'string' },
      destino: { type: 'string' },
      api: { type: 'string' },
    },
  });
  const { previa, build: pastaBuild } = values;
  const remoto = resolverRemoto(positionals[0]);
  const dados = pastaDaOrigem(values.destino);
  // The public pages are prerendered with the catalogue of the API on this machine (API_PORT), when it answers; for
  // a static origin, only with the API given in --api.
  const urlApi = apiDaPreRenderizacao(values, lerConfiguracao().urlApi);
  if (!urlApi && !pastaBuild)
    console.log('Sem --api, as páginas públicas não são pré-renderizadas: o navegador as desenha.');
  const { versao } = await implantarRemoto({ remoto, dados, previa, pastaBuild, urlApi });
  if (previa) {
    console.log(`Prévia publicada: ${remoto.pasta} versão ${versao}; o registro não mudou.`);
    console.log(
      `Só no seu navegador: abra o portal com ?remoto-previa=${remoto.nome}:${versao} (e2e/README.md).`,
    );
  } else {
    console.log(
      `Implantado: ${remoto.pasta} versão ${versao} (dados em ${dados}). Recarregue o portal para ver.`,
    );
  }
} catch (erro) {
  console.error(`✖ ${erro.message}`);
  process.exit(1);
}
