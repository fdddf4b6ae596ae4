/**
 * `remotes.json`, the registry the shell reads at boot. Written atomically (temp file + rename) so that the gateway
 * never serves half a file, under a lock file so that two deploys cannot lose each other's entry.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { comTrava } from './trava.mjs';
import { listarVersoesEm } from './versao.mjs';

export const arquivoRegistro = (dados) => path.join(dados, 'remotes.json');
export const pastaVersoes = (dados, nome) => path.join(dados, 'remotes', nome);
export const urlManifesto = (nome, versao) => `/remotes/${nome}/${versao}/mf-manifest.json`;
/**
 * Beside a version published with --previa, `<versão>.previa` says so: a prune keeps previews a week outside the
 * window of released versions (decision 0226). Beside, not inside: a version's folder never changes once published.
 * Pointing the registry at a preview releases it, and the mark goes. The static origin serves the mark like any file:
 * it tells only that a version, public by its name already (decision 0903), is a preview.
 */
export const marcaDePrevia = (dados, nome, versao) =>
  path.join(pastaVersoes(dados, nome), `${versao}.previa`);

export async function lerRegistro(dados) {
  try {
    const registro = JSON.parse(await readFile(arquivoRegistro(dados), 'utf8'));
    return { remotes: registro.remotes ?? {} };
  } catch (erro) {
    if (erro.code === 'ENOENT') return { remotes: {} };
    throw erro;
  }
}

export async function gravarRegistro(dados, registro) {
  await mkdir(dados, { recursive: true });
  const temporario = `${arquivoRegistro(dados)}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporario, `${JSON.stringify(registro, null, 2)}\n`);
  await rename(temporario, arquivoRegistro(dados));
}

/**
 * The prefixes a published version declared (its portal-remoto.json), with their access levels and staff menu entries
 * when it declared them (decisions 1530 and 1560): a rollback brings its own prefixes, access and menu back.
 */
async function declaracaoDaVersao(dados, nome, versao) {
  const arquivo = path.join(pastaVersoes(dados, nome), versao, 'portal-remoto.json');
  try {
    const { prefixes, acesso, menu } = JSON.parse(await readFile(arquivo, 'utf8'));
    return { prefixes, ...(acesso !== undefined && { acesso }), ...(menu !== undefined && { menu }) };
  } catch {
    throw new Error(
      `${arquivo} não existe ou é ilegível: esta versão é anterior aos prefixos no registro; publique de novo.`,
    );
  }
}

/** Runs `tarefa` holding the registry's lock: deploy:shell reads the live remotes under it too (decision 0209). */
export const comRegistroTravado = (dados, tarefa) => comTrava(path.join(dados, 'remotes.json.lock'), tarefa);

/**
 * Points one remote at a version, with the prefixes that version declares; returns the version it pointed at before
 * (or null). `antesDeGravar(registro)` runs under the lock and may throw to leave the registry as it was. The folder
 * is looked for under the lock first: a rollback that listed it before a prune (decision 0226) removed it says so.
 */
export function apontarRemoto(dados, nome, versao, antesDeGravar = () => undefined) {
  return comRegistroTravado(dados, async () => {
    if (!existsSync(path.join(pastaVersoes(dados, nome), versao)))
      throw new Error(`A versão ${versao} de ${nome} não existe em ${pastaVersoes(dados, nome)}.`);
    const registro = await lerRegistro(dados);
    await antesDeGravar(registro);
    const anterior = registro.remotes[nome]?.version ?? null;
    const declarado = await declaracaoDaVersao(dados, nome, versao);
    registro.remotes[nome] = { manifest: urlManifesto(nome, versao), version: versao, ...declarado };
    // Released before the line is written: stopped in between, the version only counts as published (kept in the
    // window), never as a preview a prune removes after a week while it was live.
    await rm(marcaDePrevia(dados, nome, versao), { force: true });
    await gravarRegistro(dados, registro);
    return anterior;
  });
}

/** Deployed versions, oldest first. */
export const listarVersoes = (dados, nome) => listarVersoesEm(pastaVersoes(dados, nome));
