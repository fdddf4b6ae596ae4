/**
 * Prerendering a published version's public pages (docs/decisions/0830): the remote's own `prerender` script renders
 * them with the catalogue the API serves now into `<data>/remotes/<name>/<version>/prerender/` (a rollback brings that
 * version's pages back; the portal's server reads them from the live version's folder). Never fails a deploy: with the
 * API down or the script failing, the version is published without pages, which then render in the browser.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { RAIZ, listarRemotos } from './caminhos.mjs';
import { lerRegistro, pastaVersoes } from './registro.mjs';
import { hashDoConteudo } from './versao.mjs';

export const PASTA_PRERENDER = 'prerender';

export const temPreRenderizacao = (remoto) =>
  Boolean(JSON.parse(readFileSync(path.join(RAIZ, remoto.pasta, 'package.json'), 'utf8')).scripts?.prerender);

async function apiResponde(urlApi) {
  const resposta = await fetch(`${urlApi}/v1/health`, { signal: AbortSignal.timeout(5000) }).catch(
    () => null,
  );
  return resposta?.status === 200;
}

function executarScript(remoto, env) {
  return new Promise((resolve) => {
    const filho = spawn('pnpm', ['run', '--silent', 'prerender'], {
      cwd: path.join(RAIZ, remoto.pasta),
      env,
      stdio: 'inherit',
    });
    filho.once('error', () => resolve(false));
    filho.once('exit', (codigo) => resolve(codigo === 0));
  });
}

/** Written beside the final folder and renamed into place, so the server never reads half a set of pages. */
async function trocarPasta(temporaria, destino) {
  const antiga = `${destino}.antiga-${process.pid}`;
  if (existsSync(destino)) await rename(destino, antiga);
  await rename(temporaria, destino);
  await rm(antiga, { recursive: true, force: true });
}

/** Prerenders one published version; true when its pages were written. */
export async function preRenderizarVersao({ remoto, pastaVersao, urlApi, env = process.env }) {
  if (!temPreRenderizacao(remoto)) return false;
  const aviso = (motivo) =>
    console.warn(
      `⚠ ${remoto.nome}: ${motivo}; versão sem páginas pré-renderizadas (elas serão desenhadas no navegador).`,
    );
  if (!(await apiResponde(urlApi))) {
    aviso(`a API não respondeu em ${urlApi}`);
    return false;
  }
  const destino = path.join(pastaVersao, PASTA_PRERENDER);
  const temporaria = `${destino}.tmp-${process.pid}`;
  await rm(temporaria, { recursive: true, force: true });
  const ok = await executarScript(remoto, {
    ...env,
    PORTAL_PRERENDER_PASTA: temporaria,
    PORTAL_PRERENDER_API: urlApi,
  });
  if (!ok || !existsSync(path.join(temporaria, 'indice.json'))) {
    await rm(temporaria, { recursive: true, force: true });
    aviso('a pré-renderização falhou');
    return false;
  }
  await trocarPasta(temporaria, destino);
  return true;
}

/**
 * `pnpm start`, once the API answers: prerenders again each remote's live version built from the sources here (its
 * version ends with the hash of the remote's dist/), with today's catalogue. A live version built elsewhere or from
 * older sources keeps the pages its deploy wrote: rendering it from these sources could differ from its code.
 */
export async function preRenderizarVersoesVivas({ dados, urlApi, env = process.env }) {
  const { remotes } = await lerRegistro(dados);
  for (const remoto of listarRemotos().filter(temPreRenderizacao)) {
    const versao = remotes[remoto.nome]?.version;
    const dist = path.join(RAIZ, remoto.pasta, 'dist');
    if (!versao || !existsSync(dist) || !versao.endsWith(`-${await hashDoConteudo(dist)}`)) continue;
    const pastaVersao = path.join(pastaVersoes(dados, remoto.nome), versao);
    if (await preRenderizarVersao({ remoto, pastaVersao, urlApi, env }))
      console.log(`✔ ${remoto.nome}: páginas públicas pré-renderizadas (${versao})`);
  }
}
