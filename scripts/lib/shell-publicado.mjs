/**
 * The shell published to a static origin by its own deploy, beside the remotes (decision 0209): `shell.json` names the
 * live version and `shell/<version>/` holds each published build as the shell's build left it. Old versions stay: a
 * page loaded before a swap still asks for its hashed files, and `pnpm rollback:shell` points back at one. The gateway
 * reads the same layout with `--data-dir` (gateway/src/shell-publicado.ts); nothing in an image carries the shell.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pastaDados } from './caminhos.mjs';
import { BuildRecusado, motivosDeRecusaDoShell } from './compatibilidade.mjs';
import { comRegistroTravado, lerRegistro } from './registro.mjs';
import { comTrava } from './trava.mjs';
import {
  copiarVersao,
  hashDaVersao,
  hashDoConteudo,
  listarVersoesEm,
  nomeDeVersaoValido,
  novaVersao,
} from './versao.mjs';

export const arquivoDoShell = (dados) => path.join(dados, 'shell.json');
export const pastaVersoesDoShell = (dados) => path.join(dados, 'shell');
const travaDoShell = (dados) => path.join(dados, 'shell.json.lock');

/** The live version's name, or null while the origin has no shell published. */
export async function lerShellPublicado(dados) {
  let texto;
  try {
    texto = await readFile(arquivoDoShell(dados), 'utf8');
  } catch (erro) {
    if (erro.code === 'ENOENT') return null;
    throw erro;
  }
  let versao;
  try {
    versao = JSON.parse(texto).version;
  } catch {
    throw new Error(`${arquivoDoShell(dados)} não é JSON: publique o shell de novo (pnpm deploy:shell).`);
  }
  if (!nomeDeVersaoValido(versao))
    throw new Error(`${arquivoDoShell(dados)} aponta para uma versão inválida (${JSON.stringify(versao)}).`);
  return versao;
}

/** The live version's folder, or null while none is published. */
export async function pastaDoShellPublicado(dados) {
  const versao = await lerShellPublicado(dados);
  return versao ? path.join(pastaVersoesDoShell(dados), versao) : null;
}

export const listarVersoesDoShell = (dados) => listarVersoesEm(pastaVersoesDoShell(dados));

/** Names the command that fixes it: `--destino` only for an origin other than the local data folder. */
export function semShellPublicado(dados, env = process.env) {
  const destino = path.resolve(dados) === pastaDados(env) ? '' : ` --destino ${dados}`;
  return new Error(
    `não há shell publicado em ${dados} (shell.json): publique-o antes com pnpm deploy:shell${destino}.`,
  );
}

/**
 * Runs `tarefa(pastaDoShell)` holding shell.json's lock, so that the shell a remote is checked against stays live
 * until the remote's line is written; refused when the origin has no shell published. The shell's lock is always
 * taken before the registry's (here and in comOrigemTravada), so no two writers wait on each other in a circle.
 */
export function comShellPublicado(dados, tarefa, env = process.env) {
  return comTrava(travaDoShell(dados), async () => {
    const pasta = await pastaDoShellPublicado(dados);
    if (!pasta) throw semShellPublicado(dados, env);
    return tarefa(pasta);
  });
}

async function gravarShell(dados, versao) {
  await mkdir(dados, { recursive: true });
  const temporario = `${arquivoDoShell(dados)}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporario, `${JSON.stringify({ version: versao })}\n`);
  await rename(temporario, arquivoDoShell(dados));
}

/**
 * Runs `tarefa` holding both pointers' locks, the shell's first (the order every deploy takes them in): neither
 * shell.json nor remotes.json can change under it, nor a deploy or a rollback point at a version meanwhile.
 */
export const comOrigemTravada = (dados, tarefa) =>
  comTrava(travaDoShell(dados), () => comRegistroTravado(dados, tarefa));

/**
 * Points shell.json at `versao`; returns the version it pointed at before (or null). `antesDeGravar(registro)` runs
 * with both locks held (the live remotes cannot change under it) and may throw to leave shell.json as it was.
 */
export async function apontarShell(dados, versao, antesDeGravar = () => undefined) {
  if (!nomeDeVersaoValido(versao))
    throw new Error(`Nome de versão do shell inválido: ${JSON.stringify(versao)}.`);
  return comOrigemTravada(dados, async () => {
    // Looked for before the check against the live remotes: a version removed since the rollback listed it (a
    // prune, decision 0226) is one that does not exist, not a build that shares nothing.
    const pasta = path.join(pastaVersoesDoShell(dados), versao);
    if (!existsSync(path.join(pasta, 'index.html')))
      throw new Error(
        `A versão ${versao} do shell não existe em ${pastaVersoesDoShell(dados)} (sem index.html).`,
      );
    const anterior = await lerShellPublicado(dados);
    await antesDeGravar(await lerRegistro(dados));
    await gravarShell(dados, versao);
    return anterior;
  });
}

/** Refuses (throws BuildRecusado, shell.json untouched) a shell build that could not mount a live remote. */
function conferirShell({ dados, pastaShell, registro }) {
  const motivos = motivosDeRecusaDoShell({ dados, pastaShell, registro });
  if (motivos.length > 0) throw new BuildRecusado('shell', motivos, 'o shell.json não mudou');
}

/** Publishes a shell build (a copy of its dist/) as a new version and points shell.json at it, once checked. */
export async function publicarShell({ dados, pastaBuild }) {
  pastaBuild = path.resolve(pastaBuild);
  if (!existsSync(path.join(pastaBuild, 'index.html')))
    throw new Error(`${pastaBuild} não tem index.html: construa o shell antes de publicar.`);
  const versao = await novaVersao(pastaBuild);
  const destino = path.join(pastaVersoesDoShell(dados), versao);
  // Checked first without the locks, so a refused build leaves no folder behind and the copy holds no deploy back;
  // checked again under them, against the remotes live when shell.json is written.
  conferirShell({ dados, pastaShell: pastaBuild, registro: await lerRegistro(dados) });
  await copiarVersao(pastaBuild, destino);
  const anterior = await apontarShell(dados, versao, (registro) =>
    conferirShell({ dados, pastaShell: destino, registro }),
  );
  return { versao, anterior };
}

/** Points shell.json back at a published version, held to the live remotes like a new build. */
export function voltarShell(dados, versao) {
  const pastaShell = path.join(pastaVersoesDoShell(dados), versao);
  return apontarShell(dados, versao, (registro) => conferirShell({ dados, pastaShell, registro }));
}

/**
 * `pnpm start` and staging show what this machine built: the build goes live unless the live version already has its
 * content (the hash its name ends with). `publicado` says whether it did.
 */
export async function publicarShellSeMudou({ dados, pastaBuild }) {
  const atual = await lerShellPublicado(dados);
  const pastaAtual = atual && path.join(pastaVersoesDoShell(dados), atual);
  if (atual && existsSync(path.join(pastaAtual, 'index.html'))) {
    if (hashDaVersao(atual) === (await hashDoConteudo(pastaBuild)))
      return { versao: atual, anterior: atual, publicado: false };
  }
  return { ...(await publicarShell({ dados, pastaBuild })), publicado: true };
}
