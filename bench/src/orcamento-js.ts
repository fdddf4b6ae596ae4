/**
 * The first-load JavaScript of a route, added up from the builds' `grafo-de-chunks.json` (tooling/webpack) instead
 * of a browser: the shell's entry and boot chunk, the owning remote's entry, its exposed module and the route's own
 * lazy chunks, plus every shared module their code consumes (transitively), taken from the shell when the shell
 * provides it (`loaded-first`), else from the remote. A runtime-host shell (decision 0860) adds, on a remote's route,
 * the groups its graph names for remote areas, which hold every singleton it offers. Bytes are deterministic, so a budget on them is a fair test.
 */

export interface Grupo {
  arquivos: string[];
  consome: string[];
}

export interface Grafo {
  grupos: Record<string, Grupo>;
  compartilhados: Record<string, Grupo>;
  /**
   * A runtime host's shell (decision 0860): the share keys it offers from its own code, and the groups a page with a
   * remote's area loads besides its boot (the federation runtime, the singletons only remotes use).
   */
  hospedeiro?: { oferece: string[]; gruposParaRemotos: string[] };
}

export interface RotaOrcada {
  rota: string;
  /** Folder of the owning remote (`mfe-programas`); absent for the shell's own pages. */
  remoto?: string;
  /** Named chunk groups of the remote the route loads besides its entry and exposed module (its lazy page). */
  grupos?: string[];
  orcamentoKiB: number;
  /** The target (#12), printed beside the budget. */
  metaKiB: number;
  /** Measures recorded with a change that moved the budget (decision 1560), for the record only. */
  gzipAntesBytes?: number;
  gzipDepoisBytes?: number;
}

/** One file of the route: which build it comes from and why it is loaded (group name or share key). */
export interface ArquivoDaRota {
  app: string;
  arquivo: string;
  motivo: string;
}

/**
 * What the shell loads on every first visit: its entry, its boot, and the consent question, which a visitor who has
 * not answered it (every first visit, the one the budget measures) fetches right after the boot.
 */
export const GRUPOS_DO_SHELL = ['main', 'bootstrap', 'aviso-de-consentimento'];
const PREFIXO_EXPOSTO = '__federation_expose_';

function grupo(grafo: Grafo, app: string, nome: string): Grupo {
  const achado = grafo.grupos[nome];
  if (!achado) throw new Error(`${app}: grupo de chunks "${nome}" não existe em grafo-de-chunks.json.`);
  return achado;
}

/** The remote's container entry (named after the remote, e.g. `mfe_programas`) and its exposed modules. */
export function gruposDeEntradaDoRemoto(grafo: Grafo, remoto: string): string[] {
  const expostos = Object.keys(grafo.grupos).filter((nome) => nome.startsWith(PREFIXO_EXPOSTO));
  return [remoto.replace(/-/g, '_'), ...expostos];
}

export function arquivosDaRota(rota: RotaOrcada, shell: Grafo, remoto?: Grafo): ArquivoDaRota[] {
  const arquivos = new Map<string, ArquivoDaRota>();
  const pendentes: string[] = [];
  const incluir = (app: string, { arquivos: lista, consome }: Grupo, motivo: string) => {
    for (const arquivo of lista)
      if (!arquivos.has(`${app}/${arquivo}`)) arquivos.set(`${app}/${arquivo}`, { app, arquivo, motivo });
    pendentes.push(...consome);
  };
  for (const nome of GRUPOS_DO_SHELL) incluir('shell', grupo(shell, 'shell', nome), nome);
  if (rota.remoto) {
    if (!remoto) throw new Error(`${rota.rota}: falta o grafo de ${rota.remoto}.`);
    for (const nome of shell.hospedeiro?.gruposParaRemotos ?? [])
      incluir('shell', grupo(shell, 'shell', nome), nome);
    const nomes = [...gruposDeEntradaDoRemoto(remoto, rota.remoto), ...(rota.grupos ?? [])];
    for (const nome of nomes) incluir(rota.remoto, grupo(remoto, rota.remoto, nome), nome);
  }
  const vistos = new Set<string>();
  for (let chave = pendentes.pop(); chave !== undefined; chave = pendentes.pop()) {
    if (vistos.has(chave)) continue;
    vistos.add(chave);
    const doShell = shell.compartilhados[chave];
    const doRemoto = remoto?.compartilhados[chave];
    // The runtime host offers it from a group already counted above.
    if (shell.hospedeiro?.oferece.includes(chave)) continue;
    if (doShell) incluir('shell', doShell, chave);
    else if (doRemoto && rota.remoto) incluir(rota.remoto, doRemoto, chave);
    else throw new Error(`${rota.rota}: ninguém fornece o módulo compartilhado "${chave}".`);
  }
  return [...arquivos.values()];
}

export interface ResultadoDaRota {
  rota: RotaOrcada;
  gzip: number;
  arquivos: (ArquivoDaRota & { gzip: number })[];
  /** Markers of a staff area found in the route's files (`app/arquivo: marca`): any fails the route. */
  marcas: string[];
  /** Markers of the service worker's code found in the route's files (issue 30 item 7): any fails the route. */
  marcasDoServiceWorker: string[];
  passou: boolean;
}

export const KIB = 1024;

export function verificarRota(
  rota: RotaOrcada,
  arquivos: ArquivoDaRota[],
  gzipDe: (arquivo: ArquivoDaRota) => number,
  marcas: string[] = [],
  marcasDoServiceWorker: string[] = [],
): ResultadoDaRota {
  const medidos = arquivos.map((a) => ({ ...a, gzip: gzipDe(a) })).sort((a, b) => b.gzip - a.gzip);
  const gzip = medidos.reduce((total, a) => total + a.gzip, 0);
  const passou = gzip <= rota.orcamentoKiB * KIB && marcas.length === 0 && marcasDoServiceWorker.length === 0;
  return { rota, gzip, arquivos: medidos, marcas, marcasDoServiceWorker, passou };
}

/**
 * The service worker's own modules among a first-load file's sources (its source map's `sources`): any under one of
 * `pastas` that is not one of the boot's few `permitidos` (the scheduler, the layout's empty slots, the device-page
 * mark). Whatever the minifier does to strings, a module is named here by its path.
 */
export function modulosDoServiceWorker(fontes: string[], pastas: string[], permitidos: string[]): string[] {
  const caminho = (fonte: string) => fonte.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  return fontes
    .map(caminho)
    .filter((fonte) => pastas.some((pasta) => fonte.startsWith(pasta)) && !permitidos.includes(fonte));
}

/**
 * What to look at when a first load carries the service worker's code: each file and marker or module. Issue 30 item
 * 7: the service worker is registered after the page is interactive, from the `aplicativo` chunk, so
 * none of its code is in a first load. The markers are the names the page and the service worker say to each other
 * (`shell/src/features/aplicativo/mensagens-do-service-worker.ts`), as minified code writes them: a first-load module
 * that imports that file brings every one of them (decision 0409's follow-up, `39ff223`).
 */
export function detalharMarcasDoServiceWorker(rota: string, achadas: string[]): string {
  return [
    `✖ ${rota}: a primeira carga leva código do service worker, que só vem depois de a página ficar interativa (issue 30, item 7):`,
    ...achadas.map((achada) => `    ${achada}`),
  ].join('\n');
}

const kib = (bytes: number) => (bytes / KIB).toFixed(1);

export function formatarResultados(resultados: ResultadoDaRota[]): string {
  const linhas = [['rota', 'arquivos', 'JS gzip (KiB)', 'orçamento', 'meta da issue #12', '']];
  for (const { rota, gzip, arquivos, marcas, marcasDoServiceWorker, passou } of resultados) {
    const meta = gzip <= rota.metaKiB * KIB ? 'atingida' : `faltam ${kib(gzip - rota.metaKiB * KIB)}`;
    linhas.push([
      rota.rota,
      String(arquivos.length),
      kib(gzip),
      String(rota.orcamentoKiB),
      `${rota.metaKiB} (${meta})`,
      passou
        ? '✔'
        : marcas.length > 0
          ? '✖ área da equipe'
          : marcasDoServiceWorker.length > 0
            ? '✖ service worker'
            : '✖ acima',
    ]);
  }
  const larguras = linhas[0]!.map((_, coluna) => Math.max(...linhas.map((l) => l[coluna]!.length)));
  return linhas
    .map((linha) =>
      linha
        .map((celula, coluna) => celula.padEnd(larguras[coluna]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** What to look at when a route is over budget: its largest files, with the chunk group or share key of each. */
export function detalharEstouro({ rota, gzip, arquivos }: ResultadoDaRota, quantos = 10): string {
  const excesso = kib(gzip - rota.orcamentoKiB * KIB);
  const maiores = arquivos
    .slice(0, quantos)
    .map((a) => `    ${kib(a.gzip).padStart(6)} KiB  ${a.app}/${a.arquivo}  (${a.motivo})`);
  return [
    `✖ ${rota.rota}: ${kib(gzip)} KiB passa do orçamento de ${rota.orcamentoKiB} KiB em ${excesso} KiB. Maiores arquivos:`,
    ...maiores,
  ].join('\n');
}
