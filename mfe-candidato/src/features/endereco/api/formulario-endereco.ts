import { enderecoSchema, mensagemErroCep, type Endereco, type EnderecoRecord } from '@portal/contracts';
import type { EnderecoEncontrado } from './cliente-cep';
import { validarCep, validarUf } from './validacao-cep';
import { errosDoZod, type Validacao } from '@portal/ui';

export interface FormularioEndereco {
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  municipio: string;
  uf: string;
}

export const CAMPOS_ENDERECO = [
  'cep',
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'municipio',
  'uf',
] as const;
export const idDoCampo = (campo: string): string => `endereco-${campo}`;

export const ENDERECO_VAZIO: FormularioEndereco = {
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  municipio: '',
  uf: '',
};

export function doRegistro(registro: EnderecoRecord): FormularioEndereco {
  const { cep, logradouro, numero, bairro, municipio, uf } = registro;
  return { cep, logradouro, numero, bairro, municipio, uf, complemento: registro.complemento ?? '' };
}

/** What the postal service knows replaces the address fields; the number is the candidate's to type. */
export function preencherComEncontrado(encontrado: EnderecoEncontrado): Partial<FormularioEndereco> {
  const { cep, logradouro, bairro, municipio, uf, complemento } = encontrado;
  return { cep, logradouro, bairro, municipio, uf, complemento };
}

/** CEP and UF speak with the spec's lookup messages (§8); the other fields with the contract's own. */
export function validarEndereco(f: FormularioEndereco): Validacao<Endereco> {
  const resultado = enderecoSchema.safeParse({ ...f, complemento: f.complemento.trim() || null });
  const erros = resultado.success ? {} : errosDoZod(resultado.error, idDoCampo);
  const erroCep = validarCep(f.cep);
  const erroUf = validarUf(f.uf);
  if (erroCep) erros[idDoCampo('cep')] = mensagemErroCep[erroCep];
  if (erroUf) erros[idDoCampo('uf')] = mensagemErroCep[erroUf];
  if (!resultado.success || Object.keys(erros).length > 0) return { ok: false, erros };
  return { ok: true, dados: resultado.data };
}
