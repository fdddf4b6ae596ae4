/** Publishing one remote: copy its build into a new version folder, then point its registry entry at it. */
import { existsSync } from 'node:fs';
import { cp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { RAIZ } from './caminhos.mjs';
import { construirComTrava } from './construcao.mjs';
import { apontarRemoto, pastaVersoes } from './registro.mjs';
import { novaVersao } from './versao.mjs';

export async function publicarBuild({ remoto, dados, pastaBuild = path.join(RAIZ, remoto.pasta, 'dist') }) {
  if (!existsSync(path.join(pastaBuild, 'mf-manifest.json'))) {
    throw new Error(`${pastaBuild} não tem mf-manifest.json: construa ${remoto.pasta} antes de implantar.`);
  }
  const versao = await novaVersao(pastaBuild);
  const destino = path.join(pastaVersoes(dados, remoto.nome), versao);
  if (!existsSync(destino)) {
    // Copy beside the final name and rename, so a half-copied version is never visible.
    const temporario = `${destino}.tmp-${process.pid}`;
    await rm(temporario, { recursive: true, force: true });
    await cp(pastaBuild, temporario, { recursive: true });
    await rename(temporario, destino);
  }
  const anterior = await apontarRemoto(dados, remoto.nome, versao);
  return { versao, anterior };
}

export function descreverTroca(nome, anterior, versao) {
  if (anterior === versao) return `${nome}: continua em ${versao}`;
  return `${nome}: ${anterior ?? '(nenhuma versão)'} → ${versao}`;
}

export async function implantarRemoto({ remoto, dados, env = process.env }) {
  await construirComTrava(remoto, env);
  const { versao, anterior } = await publicarBuild({ remoto, dados });
  console.log(descreverTroca(remoto.nome, anterior, versao));
  return { versao, anterior };
}
