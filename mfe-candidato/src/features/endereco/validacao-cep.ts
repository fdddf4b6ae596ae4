import { CodigoErroCep, Regras, UFS } from '@portal/contracts';

/** The conventional separators people type ("01001-000", "01.001-000") are not part of the CEP itself. */
export function normalizarCep(valor: string): string {
  return valor.trim().replace(/[-.\s]/g, '');
}

/** CEP rules of spec §5, in their order: non-empty, digits only, exactly 8 digits. */
export function validarCep(valor: string): CodigoErroCep | null {
  const cep = normalizarCep(valor);
  if (cep === '') return CodigoErroCep.CEP_VAZIO;
  if (!/^\d+$/.test(cep)) return CodigoErroCep.CEP_INVALIDO;
  if (cep.length < Regras.cepTamanho) return CodigoErroCep.CEP_MUITO_CURTO;
  if (cep.length > Regras.cepTamanho) return CodigoErroCep.CEP_MUITO_LONGO;
  return null;
}

/** UF rules of spec §5: non-empty, exactly 2 characters after trimming, one of the 27 codes, any case. */
export function validarUf(valor: string): CodigoErroCep | null {
  const uf = valor.trim();
  if (uf === '') return CodigoErroCep.UF_VAZIA;
  if (uf.length < Regras.ufTamanho) return CodigoErroCep.UF_MUITO_CURTA;
  if (uf.length > Regras.ufTamanho) return CodigoErroCep.UF_MUITO_LONGA;
  const existe = (UFS as readonly string[]).includes(uf.toUpperCase());
  return existe ? null : CodigoErroCep.UF_NAO_EXISTE;
}

export function validarMunicipio(valor: string): CodigoErroCep | null {
  const municipio = valor.trim();
  if (municipio === '') return CodigoErroCep.MUNICIPIO_VAZIO;
  return municipio.length < Regras.municipioMinimo ? CodigoErroCep.MUNICIPIO_MUITO_CURTO : null;
}

export function validarLogradouro(valor: string): CodigoErroCep | null {
  const logradouro = valor.trim();
  if (logradouro === '') return CodigoErroCep.LOGRADOURO_VAZIO;
  return logradouro.length < Regras.logradouroMinimo ? CodigoErroCep.LOGRADOURO_MUITO_CURTO : null;
}

export interface BuscaPorEndereco {
  uf: string;
  municipio: string;
  logradouro: string;
}

/** Every failing field of the address search, so the error summary can list them all at once. */
export function validarBuscaPorEndereco(
  busca: BuscaPorEndereco,
): Partial<Record<keyof BuscaPorEndereco, CodigoErroCep>> {
  const erros: Partial<Record<keyof BuscaPorEndereco, CodigoErroCep>> = {};
  const uf = validarUf(busca.uf);
  const municipio = validarMunicipio(busca.municipio);
  const logradouro = validarLogradouro(busca.logradouro);
  if (uf) erros.uf = uf;
  if (municipio) erros.municipio = municipio;
  if (logradouro) erros.logradouro = logradouro;
  return erros;
}
