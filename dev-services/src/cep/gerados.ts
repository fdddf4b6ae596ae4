/**
 * Deterministic made-up streets so that every municipality of São Paulo can be found by CEP and by address. The CEPs
 * are 19MMM-SS0 (MMM = the municipality's position by IBGE code, SS = the street): a block the real fixtures never
 * use, so generated and real records cannot collide. Only municipality names and IBGE codes are real here.
 */
import { enderecoSp, type Endereco } from './endereco.js';
import type { Municipio } from './municipios.js';

/** Every municipality has this one, at CEP 19MMM-000 in its Centro: a predictable address for demos and e2e. */
export const LOGRADOURO_COMUM = 'Rua Quinze de Novembro';

const OUTROS_LOGRADOUROS = [
  'Rua Sete de Setembro',
  'Avenida Brasil',
  'Rua Tiradentes',
  'Praça da Matriz',
  'Rua Santos Dumont',
  'Avenida Getúlio Vargas',
  'Rua Rui Barbosa',
  'Rua Marechal Deodoro',
  'Rua Duque de Caxias',
  'Rua José Bonifácio',
  'Avenida São Paulo',
  'Rua Voluntários da Pátria',
  'Rua Prudente de Moraes',
  'Rua Campos Salles',
] as const;

const BAIRROS = [
  'Centro',
  'Vila Nova',
  'Jardim América',
  'Vila São José',
  'Jardim Primavera',
  'Vila Industrial',
] as const;

export const RUAS_POR_MUNICIPIO = 6;

/** The common street, then streets i, i+3, i+6, … of the others (3 and 14 are coprime: no repeats). */
export function logradourosDe(posicao: number): string[] {
  const outros = Array.from(
    { length: RUAS_POR_MUNICIPIO - 1 },
    (_, k) => OUTROS_LOGRADOUROS[(posicao + 3 * k) % OUTROS_LOGRADOUROS.length]!,
  );
  return [LOGRADOURO_COMUM, ...outros];
}

export function cepGerado(posicao: number, rua: number): string {
  return `19${String(posicao).padStart(3, '0')}${String(rua).padStart(2, '0')}0`;
}

export function enderecosGerados(municipios: readonly Municipio[]): Endereco[] {
  return municipios.flatMap((municipio, posicao) =>
    logradourosDe(posicao).map((logradouro, rua) =>
      enderecoSp(cepGerado(posicao, rua), {
        logradouro,
        bairro: BAIRROS[rua % BAIRROS.length],
        localidade: municipio.nome,
        ibge: municipio.ibge,
      }),
    ),
  );
}
