/** Publishing one remote: copy its build into a new version folder, then point its registry entry at it. */
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RAIZ } from './caminhos.mjs';
import { BuildRecusado, motivosDeRecusa } from './compatibilidade.mjs';
import { construirComTrava } from './construcao.mjs';
import { preRenderizarVersao } from './pre-renderizacao.mjs';
import { apontarRemoto, lerRegistro, marcaDePrevia, pastaVersoes } from './registro.mjs';
import { comShellPublicado, pastaDoShellPublicado, semShellPublicado } from './shell-publicado.mjs';
import { copiarVersao, novaVersao } from './versao.mjs';

/** Refuses (throws BuildRecusado, registry untouched) a build the published shell could not mount. */
export function conferirBuild({ nome, pastaBuild, pastaShell, registro }) {
  const motivos = motivosDeRecusa({ nome, pastaBuild, pastaShell, registro });
  if (motivos.length > 0) throw new BuildRecusado(nome, motivos);
}

/**
 * Points remote `nome` at `versao` once the build in `pastaBuild` is checked against the shell published in the same
 * origin (decision 0209) and the live registry. The shell's lock is held throughout: shell.json cannot change between
 * the check and the write.
 */
export function apontarConferido({ nome, dados, versao, pastaBuild }) {
  return comShellPublicado(dados, (pastaShell) =>
    apontarRemoto(dados, nome, versao, (registro) =>
      conferirBuild({ nome, pastaBuild, pastaShell, registro }),
    ),
  );
}

/**
 * Publishes a build as a new version. A preview (`previa`) is only copied: the registry keeps pointing where it did,
 * and an integration tester opens it for their own browser with the override (docs/decisions/0903). With
 * `preRenderizar` (`{ urlApi, env }`, a build made here from these sources), the version's public pages are
 * prerendered after the copy and before the registry points at it (docs/decisions/0830).
 */
export async function publicarBuild({
  remoto,
  dados,
  pastaBuild = path.join(RAIZ, remoto.pasta, 'dist'),
  previa = false,
  preRenderizar = null,
}) {
  if (!existsSync(path.join(pastaBuild, 'mf-manifest.json'))) {
    throw new Error(`${pastaBuild} não tem mf-manifest.json: construa ${remoto.pasta} antes de implantar.`);
  }
  const versao = await novaVersao(pastaBuild);
  const destino = path.join(pastaVersoes(dados, remoto.nome), versao);
  if (previa) {
    const pastaShell = await pastaDoShellPublicado(dados);
    if (!pastaShell) throw semShellPublicado(dados);
    conferirBuild({ nome: remoto.nome, pastaBuild, pastaShell, registro: { remotes: {} } });
    // The mark before the copy: a prune never sees the folder unmarked (it would count it among the published ones).
    // A mark without its folder counts for nothing, and a prune removes it once a preview of its age would go.
    const marca = marcaDePrevia(dados, remoto.nome, versao);
    await writeFile(marca, 'deploy:remote --previa\n');
    try {
      await copiarVersao(pastaBuild, destino);
    } catch (erro) {
      await rm(marca, { force: true });
      throw erro;
    }
    return { versao, anterior: null, previa: true };
  }
  // Checked first without the locks, so a refused build leaves no folder behind; the copy and the prerender (seconds,
  // a child process) then run without holding the other deploys back; the check is made again under the locks,
  // against the shell and the registry as they are when the line is written.
  const pastaShell = await pastaDoShellPublicado(dados);
  if (!pastaShell) throw semShellPublicado(dados);
  conferirBuild({ nome: remoto.nome, pastaBuild, pastaShell, registro: await lerRegistro(dados) });
  await copiarVersao(pastaBuild, destino);
  if (preRenderizar) await preRenderizarVersao({ remoto, pastaVersao: destino, ...preRenderizar });
  const anterior = await apontarConferido({ nome: remoto.nome, dados, versao, pastaBuild });
  return { versao, anterior };
}

export function descreverTroca(nome, anterior, versao) {
  if (anterior === versao) return `${nome}: continua em ${versao}`;
  return `${nome}: ${anterior ?? '(nenhuma versão)'} → ${versao}`;
}

/**
 * The API whose public catalogue the deploy prerenders the remote's pages with. To the local data folder: the API of
 * this machine (`local`). To a static origin (`destino`): only the one named (`api`, the API the citizens' portal
 * reads); none otherwise, and the pages render in the browser. The local one was used there too, and a development or
 * CI machine's demo catalogue reached the citizens in the prerendered pages.
 */
export function apiDaPreRenderizacao({ destino, api }, local) {
  if (api) return api;
  return destino ? null : local;
}

/**
 * Builds the remote and publishes it, prerendering its public pages with the API at `urlApi`; with `pastaBuild` (a
 * build made elsewhere, e.g. by CI) only publishes it: its sources may not be these, so it is not prerendered.
 */
export async function implantarRemoto({
  remoto,
  dados,
  previa = false,
  pastaBuild,
  urlApi,
  env = process.env,
}) {
  if (!pastaBuild) await construirComTrava(remoto, env);
  const build = pastaBuild ? { pastaBuild: path.resolve(pastaBuild) } : {};
  const preRenderizar = pastaBuild || !urlApi ? null : { urlApi, env };
  const resultado = await publicarBuild({ remoto, dados, previa, preRenderizar, ...build });
  if (!previa) console.log(descreverTroca(remoto.nome, resultado.anterior, resultado.versao));
  return resultado;
}
