#!/usr/bin/env node
/**
 * `pnpm deploy:remote <mfe-programas | mfe_programas>`: builds one remote, publishes it as a new version under
 * <data>/remotes/<name>/<version>/ and points remotes.json at it. A reload of the portal then loads it; the shell is
 * neither rebuilt nor restarted. Older versions stay for `pnpm rollback:remote`.
 */
import { pastaDados, resolverRemoto } from './lib/caminhos.mjs';
import { implantarRemoto } from './lib/implantacao.mjs';

try {
  const remoto = resolverRemoto(process.argv[2]);
  const dados = pastaDados();
  const { versao } = await implantarRemoto({ remoto, dados });
  console.log(`Implantado: ${remoto.pasta} versão ${versao} (dados em ${dados}). Recarregue o portal para ver.`);
} catch (erro) {
  console.error(`✖ ${erro.message}`);
  process.exit(1);
}
