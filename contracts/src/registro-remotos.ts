/**
 * The per-environment registry (`remotes.json`), read by the shell at boot and by the portal's server on every page:
 * `{ "remotes": { "<name>": { "manifest": "<url of mf-manifest.json>", "version": "<string>", "prefixes": [...] } } }`.
 * The set of remotes is open: any well-formed name joins through its line alone, and each remote's line carries the
 * first URL segments it owns (copied by `pnpm deploy:remote` from the remote's own build), and optionally who may open
 * them and the staff menu entries (`acesso`, `menu`: read by `acesso-no-registro.ts`, decisions 1530, 1560, 1562). This
 * module has no zod: it runs on every page's boot path (docs/decisions/0900-registro-aberto-e-prefixos-em-tempo-de-execucao.md).
 */

import { RotaDoShell } from './routes.js';

/** A Module Federation name: lower-case letters, digits and `_` (mfe_programas, mfe_gestao). */
export const PADRAO_NOME_REMOTO = /^[a-z][a-z0-9_]{0,63}$/;
/** A first URL segment, case-sensitive as the spec writes them (qualificaSP, meus-cursos). */
export const PADRAO_PREFIXO = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/**
 * First URL segments the shell renders itself: the root and the first segment of each of its pages (`RotaDoShell`:
 * home, error pages, contact, accessibility and privacy statements, gov.br callback; decision 0921), so a shell page
 * added there is reserved here too.
 */
export const PREFIXOS_DO_SHELL: readonly string[] = [
  '',
  ...new Set(Object.values(RotaDoShell).map((caminho) => caminho.split('/')[1] ?? '')),
];

export interface EntradaRegistroRemoto {
  manifest: string;
  version: string;
  prefixes: string[];
  /**
   * Who may open each prefix, and the staff menu entries (decisions 1530, 1560, 1562): kept here as the line wrote
   * them, unread. Reading them is `acesso-no-registro.ts`: the portal's server, and the administration page of
   * mfe-usuario, which lists the staff areas of a role (each remote guards its own prefixes).
   */
  acesso?: unknown;
  menu?: unknown;
}
export interface RegistroRemotos {
  remotes: Record<string, EntradaRegistroRemoto>;
}
export type RegistroLido = Map<string, EntradaRegistroRemoto>;
export interface ResultadoLeituraRegistro {
  registro: RegistroLido;
  problemas: string[];
}

export const URL_REGISTRO_REMOTOS = '/remotes.json';
/** The `<script type="application/json">` the portal's server writes into the HTML (gateway/src/composicao). */
export const ID_REGISTRO_EMBUTIDO = 'registro-remotos';

type Objeto = Record<string, unknown>;
const ehObjeto = (valor: unknown): valor is Objeto =>
  typeof valor === 'object' && valor !== null && !Array.isArray(valor);
const ehTextoCheio = (valor: unknown): valor is string => typeof valor === 'string' && valor.length > 0;

/**
 * One line: manifest and version non-empty strings, prefixes a list of well-formed segments the shell does not own.
 * Every other field (`acesso`, `menu`) rides along as the line wrote it, unread and unnamed, so the boot path of every
 * page carries no code for them (decision 1562); the page's own copy of the registry has them all anyway.
 */
export function lerEntradaRegistroRemoto(valor: unknown): EntradaRegistroRemoto | null {
  if (!ehObjeto(valor) || !ehTextoCheio(valor.manifest) || !ehTextoCheio(valor.version)) return null;
  const prefixes = valor.prefixes;
  if (!Array.isArray(prefixes)) return null;
  const validos = prefixes.every(
    (p) => typeof p === 'string' && PADRAO_PREFIXO.test(p) && !PREFIXOS_DO_SHELL.includes(p),
  );
  if (!validos) return null;
  return { ...valor, prefixes: [...(prefixes as string[])] } as EntradaRegistroRemoto;
}

/**
 * Reads the registry line by line: a bad line leaves only that remote unavailable, and a prefix already claimed by an
 * earlier line stays with it (deploy refuses such a build; this guards a hand-edited file).
 */
export function lerRegistroRemotos(json: unknown): ResultadoLeituraRegistro {
  const registro: RegistroLido = new Map();
  if (!ehObjeto(json) || !ehObjeto(json.remotes)) {
    return { registro, problemas: ['remotes.json sem o objeto "remotes".'] };
  }
  const problemas: string[] = [];
  const donos = new Map<string, string>();
  for (const [nome, valor] of Object.entries(json.remotes)) {
    const entrada = lerEntradaRegistroRemoto(valor);
    if (!PADRAO_NOME_REMOTO.test(nome)) problemas.push(`nome de remoto inválido em remotes.json: "${nome}".`);
    else if (!entrada) problemas.push(`entrada inválida para "${nome}" em remotes.json.`);
    else {
      const repetidos = entrada.prefixes.filter((p) => donos.has(p));
      repetidos.forEach((p) =>
        problemas.push(`prefixo "${p}" de "${nome}" já pertence a "${donos.get(p)}".`),
      );
      entrada.prefixes = entrada.prefixes.filter((p) => !donos.has(p));
      entrada.prefixes.forEach((p) => donos.set(p, nome));
      registro.set(nome, entrada);
    }
  }
  return { registro, problemas };
}

export function primeiroSegmento(caminho: string): string {
  return caminho.replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';
}

/** The remote that owns a path's first segment in this registry, or null (the shell's, or nobody's). */
export function donoNoRegistro(registro: RegistroLido, caminho: string): string | null {
  const segmento = primeiroSegmento(caminho);
  for (const [nome, { prefixes }] of registro) if (prefixes.includes(segmento)) return nome;
  return null;
}
