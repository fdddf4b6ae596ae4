/**
 * Pruning the static origin (decision 0226): every deploy adds a version folder, of the shell or of a remote, and
 * nothing else ever removed one. A prune removes the old ones and keeps, of each part, the live version, any version a
 * pointer (shell.json, remotes.json) names, and the newest: for the shell never fewer than the versions the gateway
 * still looks hashed files up in (a page opened before a swap asks for them), for a remote the same window by default
 * (a tab open on an old version lazy-loads that version's pages); a remote's previews (deploy:remote --previa) stay for
 * a week outside that window, so a tester's preview never pushes a rollback target out (decision 0226). It holds both
 * pointers' locks while it chooses and
 * renames, so no deploy or rollback points at a version it is removing; the folders leave under a temporary name
 * (ignored by the gateway and the deploys) and are deleted once the locks are released.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { RAIZ } from './caminhos.mjs';
import { lerRegistro, marcaDePrevia, pastaVersoes } from './registro.mjs';
import { comOrigemTravada, lerShellPublicado, pastaVersoesDoShell } from './shell-publicado.mjs';
import { processoVivo } from './trava.mjs';
import { dataDaVersao, listarVersoesEm } from './versao.mjs';

/** A version on its way out: `<version>.tmp-remocao-<pid>` (`.tmp`: neither the gateway nor a deploy lists it). */
const EM_REMOCAO = /\.tmp-remocao-(\d+)$/;

/** How long a preview stays, from the instant its name starts with: a tester's week, whatever is deployed meanwhile. */
export const DIAS_DE_UMA_PREVIA = 7;

let procuradasPeloGateway;

/**
 * How many shell versions the gateway looks a hashed file up in: the live one and `VERSOES_ANTERIORES_PROCURADAS`
 * earlier ones, read from gateway/src/shell-publicado.ts with the reader the builds use, so the number is written once.
 */
export function versoesDoShellQueOGatewayProcura() {
  if (procuradasPeloGateway === undefined) {
    const { avaliarTypeScript } = createRequire(import.meta.url)(
      '../../tooling/webpack/avaliar-typescript.cjs',
    );
    const arquivo = path.join(RAIZ, 'gateway/src/shell-publicado.ts');
    const anteriores = avaliarTypeScript(arquivo).VERSOES_ANTERIORES_PROCURADAS;
    if (!Number.isInteger(anteriores) || anteriores < 0)
      throw new Error(`${arquivo} não exporta VERSOES_ANTERIORES_PROCURADAS como um inteiro.`);
    procuradasPeloGateway = anteriores + 1;
  }
  return procuradasPeloGateway;
}

/** `--manter` as typed: a whole number above zero. */
export function lerManter(texto) {
  if (!/^[1-9]\d*$/.test(texto))
    throw new Error(`--manter pede um número inteiro maior que zero (recebeu "${texto}").`);
  return Number(texto);
}

async function itensDe(pasta) {
  try {
    return await readdir(pasta, { withFileTypes: true });
  } catch (erro) {
    if (erro.code === 'ENOENT') return [];
    throw erro;
  }
}
const subpastas = async (pasta) => (await itensDe(pasta)).filter((i) => i.isDirectory()).map((i) => i.name);

/**
 * Of `versoes` (oldest first), the `manter` newest released ones (not previews), the previews younger than
 * `DIAS_DE_UMA_PREVIA` at `agora`, and the ones `protegidas` names stay; the others go.
 */
const recente = (versao, agora) =>
  (dataDaVersao(versao)?.getTime() ?? 0) > agora.getTime() - DIAS_DE_UMA_PREVIA * 24 * 3_600_000;

function escolher({ nome, pasta, versoes, viva, protegidas, manter, previas = [], agora }) {
  const maisNovas = new Set(versoes.filter((v) => !previas.includes(v)).slice(-manter));
  const previaRecente = (v) => previas.includes(v) && recente(v, agora);
  const mantidas = versoes.filter((v) => maisNovas.has(v) || previaRecente(v) || protegidas.includes(v));
  return { nome, pasta, viva, previas, mantidas, removidas: versoes.filter((v) => !mantidas.includes(v)) };
}

/** The version a registry line's manifest URL names (`/remotes/<nome>/<versão>/mf-manifest.json`). */
const versaoDoManifesto = (nome, manifesto) =>
  typeof manifesto === 'string' ? (manifesto.split(`/remotes/${nome}/`)[1]?.split('/')[0] ?? null) : null;

/** What each part keeps and loses, read under the locks: the shell first, then each remote folder of the origin. */
async function planejar(dados, manter, manterDoShell, agora) {
  const vivaDoShell = await lerShellPublicado(dados);
  const { remotes } = await lerRegistro(dados);
  const partes = [
    escolher({
      nome: 'shell',
      pasta: pastaVersoesDoShell(dados),
      versoes: await listarVersoesEm(pastaVersoesDoShell(dados)),
      viva: vivaDoShell,
      protegidas: [vivaDoShell],
      manter: manterDoShell,
      agora,
    }),
  ];
  for (const nome of (await subpastas(path.join(dados, 'remotes'))).sort()) {
    const linha = remotes[nome];
    const versoes = await listarVersoesEm(pastaVersoes(dados, nome));
    partes.push({
      ...escolher({
        nome,
        pasta: pastaVersoes(dados, nome),
        versoes,
        viva: linha?.version ?? null,
        protegidas: [linha?.version, versaoDoManifesto(nome, linha?.manifest)],
        manter,
        previas: versoes.filter((v) => existsSync(marcaDePrevia(dados, nome, v))),
        agora,
      }),
      marcasSemPrevia: await marcasSemPrevia(dados, nome, versoes, agora),
    });
  }
  return partes;
}

/**
 * Marks whose preview is not there, of an age its preview would have gone at: an interrupted prune's, or a copy that
 * never finished. A younger one may be a preview still being copied (the mark is written first) and stays.
 */
async function marcasSemPrevia(dados, nome, versoes, agora) {
  return (await itensDe(pastaVersoes(dados, nome)))
    .filter((i) => i.isFile() && i.name.endsWith('.previa'))
    .map((i) => i.name.slice(0, -'.previa'.length))
    .filter((versao) => !versoes.includes(versao) && !recente(versao, agora))
    .map((versao) => marcaDePrevia(dados, nome, versao));
}

/** Folders an interrupted prune left behind under their temporary name (their process is gone). */
async function sobrasDePodas(pastas) {
  const sobras = [];
  for (const pasta of pastas)
    for (const nome of await subpastas(pasta)) {
      const dono = EM_REMOCAO.exec(nome)?.[1];
      if (dono && !processoVivo(Number(dono))) sobras.push(path.join(pasta, nome));
    }
  return sobras;
}

/** One rename: the version leaves every listing at once, never half deleted under its own name. */
async function tirarDeVista(pasta) {
  const temporaria = `${pasta}.tmp-remocao-${process.pid}`;
  await rm(temporaria, { recursive: true, force: true });
  await rename(pasta, temporaria);
  return temporaria;
}

/**
 * Prunes the origin `dados`: of each remote the `manter` newest published versions and the previews younger than
 * `DIAS_DE_UMA_PREVIA` at `agora` stay, of the shell at least as many as the gateway looks in, and everywhere the live
 * one. With `simular`, only says what it would remove. Returns
 * `{ dados, manter, manterDoShell, simular, partes: [{ nome, viva, previas, mantidas, removidas }], removidas }`.
 */
export async function podarOrigem({
  dados,
  manter = versoesDoShellQueOGatewayProcura(),
  simular = false,
  agora = new Date(),
}) {
  if (!Number.isInteger(manter) || manter < 1)
    throw new Error(`manter deve ser um inteiro positivo (${manter}).`);
  // A mistyped --destino must not become an empty origin: the locks would create the folder.
  if (!existsSync(dados)) throw new Error(`A origem ${dados} não existe.`);
  const manterDoShell = Math.max(manter, versoesDoShellQueOGatewayProcura());
  const paraApagar = [];
  try {
    const partes = await comOrigemTravada(dados, async () => {
      const planejadas = await planejar(dados, manter, manterDoShell, agora);
      if (simular) return planejadas;
      paraApagar.push(...(await sobrasDePodas(planejadas.map((p) => p.pasta))));
      for (const parte of planejadas) {
        for (const versao of parte.removidas) {
          paraApagar.push(await tirarDeVista(path.join(parte.pasta, versao)));
          if (parte.previas.includes(versao))
            await rm(marcaDePrevia(dados, parte.nome, versao), { force: true });
        }
        for (const marca of parte.marcasSemPrevia ?? []) await rm(marca, { force: true });
      }
      return planejadas;
    });
    const removidas = partes.reduce((soma, parte) => soma + parte.removidas.length, 0);
    return {
      dados,
      manter,
      manterDoShell,
      simular,
      partes: partes.map(({ nome, viva, previas, mantidas, removidas }) => ({
        nome,
        viva,
        previas,
        mantidas,
        removidas,
      })),
      removidas,
    };
  } finally {
    // Out of sight already: the deploys waiting for the locks need not wait for the disk too.
    for (const pasta of paraApagar) await rm(pasta, { recursive: true, force: true });
  }
}

const plural = (n, um, varios) => `${n} ${n === 1 ? um : varios}`;

/** What a prune removed and kept, part by part, in Portuguese (the command's output). */
export function descreverPoda({ dados, manter, manterDoShell, simular, partes, removidas }) {
  const removida = simular ? 'seria removida' : 'removida';
  const linhas = [
    `Origem ${dados}: ficam as versões vivas, as ${manter} mais novas de cada remoto, as prévias dos últimos ` +
      `${DIAS_DE_UMA_PREVIA} dias e as ${manterDoShell} mais novas do shell (o gateway procura arquivos com hash na ` +
      `viva e em ${versoesDoShellQueOGatewayProcura() - 1} anteriores).`,
  ];
  for (const parte of partes) {
    const quantas =
      parte.removidas.length === 0
        ? 'nada a remover'
        : simular
          ? plural(parte.removidas.length, 'seria removida', 'seriam removidas')
          : plural(parte.removidas.length, 'removida', 'removidas');
    linhas.push(`${parte.nome}: ${quantas}, ${plural(parte.mantidas.length, 'mantida', 'mantidas')}`);
    for (const versao of [...parte.mantidas, ...parte.removidas].sort()) {
      const viva = versao === parte.viva ? '  (viva)' : parte.previas.includes(versao) ? '  (prévia)' : '';
      linhas.push(
        parte.removidas.includes(versao) ? `  ${removida}  ${versao}` : `  mantida   ${versao}${viva}`,
      );
    }
  }
  if (simular)
    linhas.push(
      removidas === 0
        ? 'Simulação: nenhuma versão seria removida; nada foi removido.'
        : `Simulação: ${plural(removidas, 'versão seria removida', 'versões seriam removidas')}; nada foi removido.`,
    );
  else
    linhas.push(
      removidas === 0
        ? `Nenhuma versão removida de ${dados}.`
        : `${plural(removidas, 'versão removida', 'versões removidas')} de ${dados}.`,
    );
  return linhas.join('\n');
}

/** One line for `pnpm start`: how many old versions left its data folder, and of which parts. */
export function resumirPoda({ dados, partes, removidas }) {
  if (removidas === 0) return `nenhuma versão antiga a remover em ${dados}`;
  const porParte = partes
    .filter((parte) => parte.removidas.length > 0)
    .map((parte) => `${parte.nome}: ${parte.removidas.length}`);
  return `${plural(removidas, 'versão antiga removida', 'versões antigas removidas')} de ${dados} (${porParte.join(', ')})`;
}

/**
 * The prune `pnpm start` and staging run after publishing: every start that built a new shell adds a version to their
 * origin, which without this only grew. Housekeeping, so a prune that cannot run now (a deploy in another terminal
 * holding the locks, a pointer unreadable) is reported and the start goes on.
 */
export async function podarAoSubir(dados) {
  try {
    console.log(`✔ ${resumirPoda(await podarOrigem({ dados }))}`);
  } catch (erro) {
    console.warn(`⚠ as versões antigas de ${dados} não foram removidas: ${erro.message}`);
  }
}
