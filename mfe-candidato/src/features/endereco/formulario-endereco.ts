import { enderecoSchema, mensagemErroCep, type Endereco, type EnderecoRecord } from '@portal/contracts';
import type { EnderecoEncontrado } from './api/cliente-cep';
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

/**
 * What the postal service knows replaces the address fields; the number and the complement are the candidate's to
 * type. ViaCEP's `complemento` is the CEP's range on the street ("lado ímpar", "até 999/1000"), not the
 * candidate's flat or block: it is never copied into a field.
 */
export function preencherComEncontrado(
  encontrado: EnderecoEncontrado,
): Pick<FormularioEndereco, 'cep' | 'logradouro' | 'bairro' | 'municipio' | 'uf'> {
  const { cep, logradouro, bairro, municipio, uf } = encontrado;
  return { cep, logradouro, bairro, municipio, uf };
}

/**
 * A later lookup that finds nothing (or fails) leaves the CEP typed without an address: the fields the previous
 * lookup filled, and that the candidate left as they were, are emptied, so an address from another CEP is never
 * saved under the new one. What the candidate typed or changed stays.
 */
export function desfazerPreenchimento(
  valores: FormularioEndereco,
  preenchido: Partial<FormularioEndereco>,
): Partial<FormularioEndereco> {
  const limpar: Partial<FormularioEndereco> = {};
  for (const campo of ['logradouro', 'bairro', 'municipio', 'uf'] as const) {
    const valor = preenchido[campo];
    if (valor && valores[campo] === valor) limpar[campo] = '';
  }
  return limpar;
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
