/** The postal service's data and its two questions: by CEP, and by state + municipality + street (ViaCEP's rules). */
import { normalizarTexto, type Endereco } from './endereco.js';
import { CEPS_REAIS } from './fixtures.js';
import { enderecosGerados } from './gerados.js';
import { MUNICIPIOS_SP } from './municipios.js';

export const LIMITE_RESULTADOS = 50;

interface Indexado {
  endereco: Endereco;
  cidade: string;
  rua: string;
}

export interface BaseCeps {
  porCep(digitos: string): Endereco | undefined;
  buscar(uf: string, cidade: string, logradouro: string): Endereco[];
}

function indexarPorCep(enderecos: readonly Endereco[]): Map<string, Endereco> {
  const mapa = new Map<string, Endereco>();
  for (const endereco of enderecos) {
    const digitos = endereco.cep.replace('-', '');
    if (mapa.has(digitos)) throw new Error(`CEP repetido na base local: ${endereco.cep}`);
    mapa.set(digitos, endereco);
  }
  return mapa;
}

/** An exact municipality name wins; otherwise every municipality whose name contains what was typed. */
function filtrarCidade(itens: Indexado[], cidade: string): Indexado[] {
  const exatos = itens.filter((item) => item.cidade === cidade);
  return exatos.length > 0 ? exatos : itens.filter((item) => item.cidade.includes(cidade));
}

function compararEnderecos(a: Endereco, b: Endereco): number {
  return (
    a.localidade.localeCompare(b.localidade, 'pt-BR') ||
    a.logradouro.localeCompare(b.logradouro, 'pt-BR') ||
    a.cep.localeCompare(b.cep)
  );
}

export function criarBaseCeps(
  enderecos: readonly Endereco[] = [...CEPS_REAIS, ...enderecosGerados(MUNICIPIOS_SP)],
): BaseCeps {
  const porCep = indexarPorCep(enderecos);
  const itens: Indexado[] = enderecos.map((endereco) => ({
    endereco,
    cidade: normalizarTexto(endereco.localidade),
    rua: normalizarTexto(endereco.logradouro),
  }));
  return {
    porCep: (digitos) => porCep.get(digitos),
    buscar(uf, cidade, logradouro) {
      const palavras = normalizarTexto(logradouro).split(' ').filter(Boolean);
      const daUf = itens.filter((item) => item.endereco.uf === uf.toUpperCase());
      return filtrarCidade(daUf, normalizarTexto(cidade))
        .filter((item) => palavras.every((palavra) => item.rua.includes(palavra)))
        .map((item) => item.endereco)
        .sort(compararEnderecos)
        .slice(0, LIMITE_RESULTADOS);
    },
  };
}
