/** Publishing one remote: copy its build into a new version folder, then point its registry entry at it. */
import { existsSync } from 'node:fs';
import { cp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { RAIZ } from './caminhos.mjs';
import { motivosDeRecusa } from './compatibilidade.mjs';
import { construirComTrava } from './construcao.mjs';
import { preRenderizarVersao } from './pre-renderizacao.mjs';
import { apontarRemoto, pastaVersoes } from './registro.mjs';
import { novaVersao } from './versao.mjs';

/** The running shell's build, which the gateway serves (`--shell-dir`); PORTAL_SHELL_DIR when it lives elsewhere. */
export const pastaDoShell = (env = process.env) =>
  path.resolve(env.PORTAL_SHELL_DIR || path.join(RAIZ, 'shell/dist'));

export class BuildRecusado extends Error {
  constructor(nome, motivos) {
    super(`${nome}: build recusado, o registro não mudou.\n${motivos.map((m) => `  - ${m}`).join('\n')}`);
    this.motivos = motivos;
  }
}

/** Refuses (throws BuildRecusado, registry untouched) a build the running portal could not mount. */
export function conferirBuild({ nome, pastaBuild, pastaShell, registro }) {
  const motivos = motivosDeRecusa({ nome, pastaBuild, pastaShell, registro });
  if (motivos.length > 0) throw new BuildRecusado(nome, motivos);
}

async function copiarVersao(pastaBuild, destino) {
  if (existsSync(destino)) return;
  // Copy beside the final name and rename, so a half-copied version is never visible.
  const temporario = `${destino}.tmp-${process.pid}`;
  await rm(temporario, { recursive: true, force: true });
  await cp(pastaBuild, temporario, { recursive: true });
  await rename(temporario, destino);
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
  pastaShell = pastaDoShell(),
  previa = false,
  preRenderizar = null,
}) {
  if (!existsSync(path.join(pastaBuild, 'mf-manifest.json'))) {
    throw new Error(`${pastaBuild} não tem mf-manifest.json: construa ${remoto.pasta} antes de implantar.`);
  }
  const versao = await novaVersao(pastaBuild);
  const destino = path.join(pastaVersoes(dados, remoto.nome), versao);
  if (previa) {
    conferirBuild({ nome: remoto.nome, pastaBuild, pastaShell, registro: { remotes: {} } });
    await copiarVersao(pastaBuild, destino);
    return { versao, anterior: null, previa: true };
  }
  // Checked under the registry's lock, against the registry as it is at that moment.
  let anterior = null;
  await apontarRemoto(dados, remoto.nome, versao, async (registro) => {
    conferirBuild({ nome: remoto.nome, pastaBuild, pastaShell, registro });
    await copiarVersao(pastaBuild, destino);
    if (preRenderizar) await preRenderizarVersao({ remoto, pastaVersao: destino, ...preRenderizar });
  }).then((a) => (anterior = a));
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
  const resultado = await publicarBuild({
    remoto,
    dados,
    previa,
    pastaShell: pastaDoShell(env),
    preRenderizar,
    ...build,
  });
  if (!previa) console.log(descreverTroca(remoto.nome, resultado.anterior, resultado.versao));
  return resultado;
}
