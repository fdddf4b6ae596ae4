/** What the page-composition tests share: the shell's page, a registry row, and fresh folders for each test. */
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dicasDepoisDaPintura, escreverBuildDoShell, publicarVersaoDoRemoto } from './fixturas-de-teste.js';

/** Like the shell's page, whose loader reads the hints block (decision 0856). */
export const HTML =
  '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div><script>document.getElementById("dicas-depois-da-pintura")</script></body></html>';
/** The registry's row for version `versao` of remote `nome`. */
export const entrada = (nome: string, versao: string) => ({
  manifest: `/remotes/${nome}/${versao}/mf-manifest.json`,
  version: versao,
  prefixes: nome === 'mfe_programas' ? ['novoemprego', 'faq'] : [nome.slice(4)],
});

let raiz: string;
/** The shell's build folder and the data folder (registry, remote versions) of the current test. */
export let pastaShell: string;
export let pastaDados: string;

/** Publishes the registry as a deploy does: written beside, then renamed over the old one. */
export async function publicarRegistro(remotes: object) {
  const temporario = path.join(pastaDados, 'remotes.json.tmp');
  await writeFile(temporario, JSON.stringify({ remotes }));
  await rename(temporario, path.join(pastaDados, 'remotes.json'));
}

/** Every hint of the page: the `<head>`'s and those a prerendered page leaves for after its first paint (0856). */
export const dicas = (html: string) => [
  ...[...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map((m) => `${m[2]} ${m[1]}`),
  ...dicasDepoisDaPintura(html).map(({ href, como }) => `${como} ${href}`),
];
/** The registry the page embeds for the browser. */
export const registro = (html: string) =>
  JSON.parse(/<script type="application\/json" id="registro-remotos">(.*?)<\/script>/.exec(html)![1]!);

/** The shell's build and version v1 of mfe_programas (not yet in the registry) before each test; all gone after it. */
export function prepararPastas(): void {
  beforeEach(async () => {
    raiz = await mkdtemp(path.join(tmpdir(), 'composicao-'));
    pastaShell = path.join(raiz, 'shell');
    pastaDados = path.join(raiz, 'dados');
    await escreverBuildDoShell(pastaShell);
    await publicarVersaoDoRemoto(pastaDados, 'mfe_programas', 'v1');
  });
  afterEach(() => rm(raiz, { recursive: true, force: true }));
}
