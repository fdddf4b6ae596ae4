/**
 * What a registry line declares besides its prefixes (decisions 1530 and 1560): who may open each prefix (`acesso`)
 * and the staff entry of a prefix open only to staff roles (`menu`: prefix → label; the link is `/<prefix>`), listed on
 * the administration page of mfe-usuario (decision 1562).
 * Read only where it is needed — the portal's server, and the administration page of mfe-usuario, which lists a
 * staff role's areas (decision 1562) — never on a citizen's boot path: `registro-remotos.ts` carries both unread. The build and
 * `pnpm deploy:remote` refuse what this reader refuses (tooling/webpack/declaracao-de-acesso.cjs, checked against
 * this module on the same samples by declaracao-de-acesso.test.mjs).
 */
import {
  donoNoRegistro,
  primeiroSegmento,
  type EntradaRegistroRemoto,
  type RegistroLido,
} from './registro-remotos.js';

/** Anyone, a signed-in visitor, or one of the listed roles. */
export type AcessoDoPrefixo = 'publico' | 'login' | { papeis: string[] };

export interface DeclaracoesDaLinha {
  acesso: Record<string, AcessoDoPrefixo>;
  /** Prefix → label of its sidebar entry; only a prefix open to a list of roles may have one. */
  menu: Record<string, string>;
}

export interface ItemDoMenu {
  rotulo: string;
  caminho: string;
}

type Objeto = Record<string, unknown>;
const ehObjeto = (valor: unknown): valor is Objeto =>
  typeof valor === 'object' && valor !== null && !Array.isArray(valor);
const ehTextoCheio = (valor: unknown): valor is string => typeof valor === 'string' && valor.length > 0;

function lerNivel(valor: unknown): AcessoDoPrefixo | null {
  if (valor === 'publico' || valor === 'login') return valor;
  if (!ehObjeto(valor) || !Array.isArray(valor.papeis) || valor.papeis.length === 0) return null;
  return valor.papeis.every(ehTextoCheio) ? { papeis: [...(valor.papeis as string[])] } : null;
}

/** Absent is empty; otherwise every key a prefix of the line and every value readable, or the whole map is not. */
function lerMapa<T>(
  valor: unknown,
  prefixes: string[],
  ler: (item: unknown, prefixo: string) => T | null,
): Record<string, T> | null {
  if (valor === undefined) return {};
  if (!ehObjeto(valor)) return null;
  const mapa: Record<string, T> = {};
  for (const [prefixo, item] of Object.entries(valor)) {
    const lido = prefixes.includes(prefixo) ? ler(item, prefixo) : null;
    if (lido === null) return null;
    mapa[prefixo] = lido;
  }
  return mapa;
}

/** The line's `acesso` and `menu`, or null when either is malformed: the line's paths then stay closed. */
export function lerDeclaracoesDaLinha(linha: EntradaRegistroRemoto): DeclaracoesDaLinha | null {
  const acesso = lerMapa(linha.acesso, linha.prefixes, lerNivel);
  if (!acesso) return null;
  const rotulo = (valor: unknown, prefixo: string) =>
    ehTextoCheio(valor) && typeof acesso[prefixo] === 'object' ? valor : null;
  const menu = lerMapa(linha.menu, linha.prefixes, rotulo);
  return menu && { acesso, menu };
}

/**
 * The access level of a path's first segment: public unless its owner's line says otherwise, and null when that
 * line's declarations are malformed (closed rather than open: the path is then a page not found).
 */
export function acessoNoRegistro(registro: RegistroLido, caminho: string): AcessoDoPrefixo | null {
  const dono = donoNoRegistro(registro, caminho);
  const linha = dono === null ? undefined : registro.get(dono);
  if (!linha) return 'publico';
  const declaracoes = lerDeclaracoesDaLinha(linha);
  return declaracoes && (declaracoes.acesso[primeiroSegmento(caminho)] ?? 'publico');
}

/** The sidebar entries the registry offers a role, in registry order: menu prefixes whose roles include it. */
export function itensDoMenuNoRegistro(registro: RegistroLido, papel: string): ItemDoMenu[] {
  const itens: ItemDoMenu[] = [];
  for (const linha of registro.values()) {
    const declaracoes = lerDeclaracoesDaLinha(linha);
    for (const [prefixo, rotulo] of Object.entries(declaracoes?.menu ?? {})) {
      const nivel = declaracoes?.acesso[prefixo];
      if (typeof nivel === 'object' && nivel.papeis.includes(papel))
        itens.push({ rotulo, caminho: `/${prefixo}` });
    }
  }
  return itens;
}
