/**
 * No byte of a staff area in a citizen's first load (issue 15, decision 1560): the texts only a staff area's code
 * has — its paths and menu labels, read from its build's own declaration (`portal-remoto.json`), plus the markers
 * `bench/orcamento-js.json` lists (role names, the access levels' literals) — must appear in no first-load file of
 * any route of the budget. Searched in the minified files as they are served.
 */
import type { ArquivoDaRota } from './orcamento-js.js';

export interface AreaRestrita {
  /** Folder of the staff remote (`mfe-gestao`), whose `dist/portal-remoto.json` names its prefixes and menu. */
  remoto: string;
  /** Texts only the staff area's code carries, as they appear in minified JavaScript (`"Executora"`). */
  marcas: string[];
}

export interface DeclaracaoDaArea {
  prefixes: string[];
  menu?: Record<string, string>;
}

const hex = (codigo: number, digitos: number) => codigo.toString(16).padStart(digitos, '0');
const escapar = (texto: string, comoEscapar: (codigo: number) => string) =>
  texto.replace(/[^ -~]/g, (c) => comoEscapar(c.charCodeAt(0)));

/** A text as a minifier may write it: as is, or with its non-ASCII characters escaped (`\u00c1`, `\xc1`). */
export function formasNoCodigo(texto: string): string[] {
  const unicode = escapar(texto, (c) => `\\u${hex(c, 4)}`);
  const curto = escapar(texto, (c) => (c < 256 ? `\\x${hex(c, 2)}` : `\\u${hex(c, 4)}`));
  return [...new Set([texto, unicode, curto])];
}

/** Every prefix as a path or a string literal, every menu label in each written form, and the listed markers. */
export function marcasDaArea(declaracao: DeclaracaoDaArea, marcas: string[]): string[] {
  const caminhos = declaracao.prefixes.flatMap((p) => [`/${p}`, `"${p}"`]);
  const rotulos = Object.values(declaracao.menu ?? {}).flatMap(formasNoCodigo);
  return [...new Set([...caminhos, ...rotulos, ...marcas])];
}

/** `app/arquivo: marca` for each marker found in each of the route's files. */
export function marcasNosArquivos(
  arquivos: ArquivoDaRota[],
  textoDe: (arquivo: ArquivoDaRota) => string,
  marcas: string[],
): string[] {
  return arquivos.flatMap((arquivo) => {
    const texto = textoDe(arquivo);
    return marcas.filter((m) => texto.includes(m)).map((m) => `${arquivo.app}/${arquivo.arquivo}: ${m}`);
  });
}

/** What to look at when a citizen route carries a staff area's code: each file and marker. */
export function detalharMarcas(rota: string, achadas: string[]): string {
  return [
    `✖ ${rota}: a primeira carga de um cidadão leva código da área da equipe (decisão 1560):`,
    ...achadas.map((achada) => `    ${achada}`),
  ].join('\n');
}
