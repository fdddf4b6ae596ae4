/** An address as ViaCEP answers it: same fields, same formats (CEP masked as 01001-000, empty strings when unknown). */
export interface Endereco {
  cep: string;
  logradouro: string;
  complemento: string;
  unidade: string;
  bairro: string;
  localidade: string;
  uf: string;
  estado: string;
  regiao: string;
  ibge: string;
  gia: string;
  ddd: string;
  siafi: string;
}

export type DadosEndereco = Pick<Endereco, 'logradouro' | 'localidade' | 'ibge'> &
  Partial<Pick<Endereco, 'complemento' | 'unidade' | 'bairro' | 'gia' | 'ddd' | 'siafi'>>;

export function mascararCep(digitos: string): string {
  return `${digitos.slice(0, 5)}-${digitos.slice(5)}`;
}

/** All addresses served here are in São Paulo state. Keys in ViaCEP's order, so answers read the same. */
export function enderecoSp(cep: string, dados: DadosEndereco): Endereco {
  return {
    cep: mascararCep(cep),
    logradouro: dados.logradouro,
    complemento: dados.complemento ?? '',
    unidade: dados.unidade ?? '',
    bairro: dados.bairro ?? '',
    localidade: dados.localidade,
    uf: 'SP',
    estado: 'São Paulo',
    regiao: 'Sudeste',
    ibge: dados.ibge,
    gia: dados.gia ?? '',
    ddd: dados.ddd ?? '',
    siafi: dados.siafi ?? '',
  };
}

/** Accent-, case- and punctuation-insensitive form used for every comparison ('Mogi-Mirim' = 'mogi mirim'). */
export function normalizarTexto(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
