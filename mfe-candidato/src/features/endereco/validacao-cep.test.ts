import { CodigoErroCep } from '@portal/contracts';
import {
  normalizarCep,
  validarBuscaPorEndereco,
  validarCep,
  validarLogradouro,
  validarMunicipio,
  validarUf,
} from './validacao-cep';

describe('validarCep', () => {
  it.each([
    ['', CodigoErroCep.CEP_VAZIO],
    ['   ', CodigoErroCep.CEP_VAZIO],
    ['0100A000', CodigoErroCep.CEP_INVALIDO],
    ['01001/000', CodigoErroCep.CEP_INVALIDO],
    ['0100100', CodigoErroCep.CEP_MUITO_CURTO],
    ['010010001', CodigoErroCep.CEP_MUITO_LONGO],
    ['01001000', null],
    ['01001-000', null],
    [' 01.001-000 ', null],
  ])('"%s" → %s', (entrada, esperado) => {
    expect(validarCep(entrada)).toBe(esperado);
  });

  it('normaliza separadores habituais', () => {
    expect(normalizarCep(' 01.001-000 ')).toBe('01001000');
  });
});

describe('validarUf', () => {
  it.each([
    ['', CodigoErroCep.UF_VAZIA],
    ['  ', CodigoErroCep.UF_VAZIA],
    ['S', CodigoErroCep.UF_MUITO_CURTA],
    ['SPP', CodigoErroCep.UF_MUITO_LONGA],
    ['XX', CodigoErroCep.UF_NAO_EXISTE],
    ['sp', null],
    [' RJ ', null],
    ['to', null],
  ])('"%s" → %s', (entrada, esperado) => {
    expect(validarUf(entrada)).toBe(esperado);
  });
});

describe('validarMunicipio e validarLogradouro', () => {
  it.each([
    ['', CodigoErroCep.MUNICIPIO_VAZIO],
    ['Sã', CodigoErroCep.MUNICIPIO_MUITO_CURTO],
    ['  It  ', CodigoErroCep.MUNICIPIO_MUITO_CURTO],
    ['Itu', null],
  ])('município "%s" → %s', (entrada, esperado) => {
    expect(validarMunicipio(entrada)).toBe(esperado);
  });

  it.each([
    [' ', CodigoErroCep.LOGRADOURO_VAZIO],
    ['Sé', CodigoErroCep.LOGRADOURO_MUITO_CURTO],
    ['Praça da Sé', null],
  ])('logradouro "%s" → %s', (entrada, esperado) => {
    expect(validarLogradouro(entrada)).toBe(esperado);
  });
});

describe('validarBuscaPorEndereco', () => {
  it('lista todos os campos com erro', () => {
    expect(validarBuscaPorEndereco({ uf: 'ZZ', municipio: '', logradouro: 'Av' })).toEqual({
      uf: CodigoErroCep.UF_NAO_EXISTE,
      municipio: CodigoErroCep.MUNICIPIO_VAZIO,
      logradouro: CodigoErroCep.LOGRADOURO_MUITO_CURTO,
    });
  });

  it('aceita uma busca válida', () => {
    expect(validarBuscaPorEndereco({ uf: 'sp', municipio: 'São Paulo', logradouro: 'Praça da Sé' })).toEqual(
      {},
    );
  });
});
