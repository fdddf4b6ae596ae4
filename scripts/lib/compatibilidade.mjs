/**
 * What `pnpm deploy:remote` checks before a remote's build goes live: that the shell published in that origin can
 * mount it; and what `pnpm deploy:shell` checks before a shell's build goes live: that it can still mount every live
 * remote (decisions 0904 and 0209). Each check answers a list of reasons in Portuguese; an empty list lets the build
 * through. Nothing here writes.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { motivosDaDeclaracao } from '../../tooling/webpack/declaracao-de-acesso.cjs';
import { pastaVersoes } from './registro.mjs';

export const MODULO_EXPOSTO = './lifecycles';

/** Who the reasons speak of: the live shell when a remote is checked, the build being published when a shell is. */
const SHELL_EM_EXECUCAO = 'o shell em execução';
const ESTE_SHELL = 'este build do shell';

/** A refused build: `nome`'s reasons, and what stayed as it was (the registry, or shell.json). */
export class BuildRecusado extends Error {
  constructor(nome, motivos, oQueFicou = 'o registro não mudou') {
    super(`${nome}: build recusado, ${oQueFicou}.\n${motivos.map((m) => `  - ${m}`).join('\n')}`);
    this.motivos = motivos;
  }
}

/**
 * Whether `versao` is inside `faixa` (`^x.y.z`, `~x.y.z`, `x.y.z`, `*`: the forms the builds write,
 * tooling/webpack/shared-deps.cjs), as npm and Module Federation read them: the `semver` package, not a copy of its rules.
 */
export function satisfaz(versao, faixa) {
  const lida = semver.coerce(versao);
  return lida !== null && semver.satisfies(lida, faixa || '*');
}

export function lerJson(arquivo) {
  return existsSync(arquivo) ? JSON.parse(readFileSync(arquivo, 'utf8')) : null;
}

/** The build must expose `./lifecycles`, the one module the shell mounts. */
export function verificarExposicao(manifesto) {
  const expostos = (manifesto?.exposes ?? []).map((e) => e.path ?? `./${e.name}`);
  if (expostos.includes(MODULO_EXPOSTO)) return [];
  return [`o build não expõe o módulo ${MODULO_EXPOSTO} (expõe: ${expostos.join(', ') || 'nada'}).`];
}

/**
 * What the running shell offers remotes, package → version: its `portal-shell.json` (a runtime host, decision 0860), or
 * the `shared` list of its federation manifest (a shell built before that).
 */
export function ofertaDoShell(declaracaoShell, manifestoShell) {
  if (declaracaoShell?.compartilhados) return new Map(Object.entries(declaracaoShell.compartilhados));
  if (manifestoShell) return new Map((manifestoShell.shared ?? []).map((s) => [s.name, s.version]));
  return null;
}

/** Every shared module the remote requires must be provided by the shell in a version inside the remote's range. */
export function verificarCompartilhados(manifestoRemoto, doShell, shell = SHELL_EM_EXECUCAO) {
  const motivos = [];
  for (const { name, requiredVersion } of manifestoRemoto?.shared ?? []) {
    if (!requiredVersion) continue;
    const oferecida = doShell.get(name);
    if (oferecida === undefined)
      motivos.push(`${name} ${requiredVersion}: ${shell} não compartilha este pacote.`);
    else if (!satisfaz(oferecida, requiredVersion)) {
      motivos.push(`${name} ${requiredVersion}: ${shell} oferece ${oferecida}, fora da faixa pedida.`);
    }
  }
  return motivos;
}

/** The parcel contract (props and lifecycles): the shell's version must be inside `^<the remote's version>`. */
export function verificarContrato(declaracaoRemoto, declaracaoShell, shell = SHELL_EM_EXECUCAO) {
  const doRemoto = declaracaoRemoto?.contrato;
  const doShell = declaracaoShell?.contrato;
  if (!doRemoto) return ['o build não declara o contrato do parcel (portal-remoto.json sem "contrato").'];
  if (!doShell) return [`${shell} não declara o contrato do parcel (portal-shell.json ausente).`];
  if (satisfaz(doShell, `^${doRemoto}`)) return [];
  return [`contrato do parcel ${doRemoto} incompatível com o ${doShell} que ${shell} monta.`];
}

/** A prefix belongs to one remote: another remote's live line keeps it. */
export function verificarPrefixos(nome, declaracaoRemoto, registro) {
  const prefixos = declaracaoRemoto?.prefixes;
  if (!Array.isArray(prefixos) || prefixos.length === 0)
    return ['o build não declara os seus prefixos (portal-remoto.json).'];
  const motivos = [];
  for (const [outro, linha] of Object.entries(registro.remotes)) {
    if (outro === nome) continue;
    for (const p of prefixos)
      if (linha?.prefixes?.includes(p)) motivos.push(`o prefixo "${p}" já pertence a ${outro}.`);
  }
  return motivos;
}

/**
 * Who may open the prefixes and the staff menu entries (decisions 1530 and 1560), as the portal reads them: a
 * declaration it could not read would close the remote's paths, so a build made elsewhere (`--build`) with one is
 * refused here, as the build itself fails.
 */
export function verificarAcessoEMenu(declaracaoRemoto) {
  return motivosDaDeclaracao(declaracaoRemoto ?? {}).map((motivo) => `portal-remoto.json: ${motivo}`);
}

/** All reasons to refuse `pastaBuild` for remote `nome`, against the published shell's build and the live registry. */
export function motivosDeRecusa({ nome, pastaBuild, pastaShell, registro }) {
  const manifestoRemoto = lerJson(path.join(pastaBuild, 'mf-manifest.json'));
  const declaracaoRemoto = lerJson(path.join(pastaBuild, 'portal-remoto.json'));
  const declaracaoShell = lerJson(path.join(pastaShell, 'portal-shell.json'));
  const oferta = ofertaDoShell(declaracaoShell, lerJson(path.join(pastaShell, 'mf-manifest.json')));
  if (!oferta)
    return [`não há build do shell em ${pastaShell} para conferir (portal-shell.json sem "compartilhados").`];
  return [
    ...verificarExposicao(manifestoRemoto),
    ...verificarCompartilhados(manifestoRemoto, oferta),
    ...verificarContrato(declaracaoRemoto, declaracaoShell),
    ...verificarPrefixos(nome, declaracaoRemoto, registro),
    ...verificarAcessoEMenu(declaracaoRemoto),
  ];
}

/**
 * All reasons to refuse the shell's build in `pastaShell` for the origin `dados`: every remote live in its registry
 * must still find there the shared modules it requires, in its range, and the parcel contract it was built for. Each
 * reason names the remote and its live version, the one to publish again or roll back.
 */
export function motivosDeRecusaDoShell({ pastaShell, dados, registro }) {
  const vivos = Object.entries(registro.remotes);
  if (vivos.length === 0) return [];
  const declaracaoShell = lerJson(path.join(pastaShell, 'portal-shell.json'));
  const oferta = ofertaDoShell(declaracaoShell, lerJson(path.join(pastaShell, 'mf-manifest.json')));
  if (!oferta)
    return [
      `${ESTE_SHELL} não declara o que compartilha com os remotos (portal-shell.json sem "compartilhados").`,
    ];
  return vivos.flatMap(([nome, { version }]) => {
    const pasta = path.join(pastaVersoes(dados, nome), String(version));
    const motivos = [
      ...verificarCompartilhados(lerJson(path.join(pasta, 'mf-manifest.json')), oferta, ESTE_SHELL),
      ...verificarContrato(lerJson(path.join(pasta, 'portal-remoto.json')), declaracaoShell, ESTE_SHELL),
    ];
    return motivos.map((motivo) => `${nome} (${version}): ${motivo}`);
  });
}
