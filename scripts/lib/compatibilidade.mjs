/**
 * What `pnpm deploy:remote` checks before a remote's build goes live: that the running portal can mount it
 * (docs/decisions/0902-implantacao-recusa-build-incompativel.md). Each check answers a list of reasons in
 * Portuguese; an empty list lets the build through. Nothing here writes.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { motivosDaDeclaracao } from '../../tooling/webpack/declaracao-de-acesso.cjs';

export const MODULO_EXPOSTO = './lifecycles';

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
export function verificarCompartilhados(manifestoRemoto, doShell) {
  const motivos = [];
  for (const { name, requiredVersion } of manifestoRemoto?.shared ?? []) {
    if (!requiredVersion) continue;
    const oferecida = doShell.get(name);
    if (oferecida === undefined)
      motivos.push(`${name} ${requiredVersion}: o shell em execução não compartilha este pacote.`);
    else if (!satisfaz(oferecida, requiredVersion)) {
      motivos.push(
        `${name} ${requiredVersion}: o shell em execução oferece ${oferecida}, fora da faixa pedida.`,
      );
    }
  }
  return motivos;
}

/** The parcel contract (props and lifecycles): the shell's version must be inside `^<the remote's version>`. */
export function verificarContrato(declaracaoRemoto, declaracaoShell) {
  const doRemoto = declaracaoRemoto?.contrato;
  const doShell = declaracaoShell?.contrato;
  if (!doRemoto) return ['o build não declara o contrato do parcel (portal-remoto.json sem "contrato").'];
  if (!doShell) return ['o shell em execução não declara o contrato do parcel (portal-shell.json ausente).'];
  if (satisfaz(doShell, `^${doRemoto}`)) return [];
  return [`contrato do parcel ${doRemoto} incompatível com o ${doShell} que o shell em execução monta.`];
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

/** All reasons to refuse `pastaBuild` for remote `nome`, against the running shell's build and the live registry. */
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
