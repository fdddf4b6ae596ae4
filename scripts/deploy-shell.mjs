#!/usr/bin/env node
/**
 * `pnpm deploy:shell [--destino <origem>] [--build <pasta-dist>]` (decision 0209): publishes the shell as a new version
 * under <origem>/shell/<version>/ and points shell.json at it; the gateways serve it from the next request on, and no
 * image is rebuilt nor restarted. Without --build the shell is built here first (only when its sources changed); with
 * it, a build made elsewhere (CI) is published as it is. A build that could not mount one of the origin's live remotes
 * (a shared package outside the remote's range, an incompatible parcel contract) is refused and shell.json stays as it
 * was. Older versions stay for `pnpm rollback:shell`. Without --destino: the local data folder (PORTAL_DATA_DIR,
 * default <repo>/.data).
 */
import { parseArgs } from 'node:util';
import { pastaDaOrigem, pastaDoBuildDoShell } from './lib/caminhos.mjs';
import { SHELL, construirSeDesatualizado } from './lib/construcao.mjs';
import { descreverTroca } from './lib/implantacao.mjs';
import { publicarShell } from './lib/shell-publicado.mjs';

try {
  const { values } = parseArgs({
    options: { destino: { type: 'string' }, build: { type: 'string' } },
  });
  const dados = pastaDaOrigem(values.destino);
  if (!values.build) await construirSeDesatualizado(SHELL);
  const { versao, anterior } = await publicarShell({
    dados,
    pastaBuild: values.build ?? pastaDoBuildDoShell(),
  });
  console.log(descreverTroca('shell', anterior, versao));
  console.log(`Shell publicado: versão ${versao} (origem ${dados}). Recarregue o portal para ver.`);
} catch (erro) {
  console.error(`✖ ${erro.message}`);
  process.exit(1);
}
