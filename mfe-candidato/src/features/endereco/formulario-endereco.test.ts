import { mensagemErroCep } from '@portal/contracts';
import { doRegistro, ENDERECO_VAZIO, preencherComEncontrado, validarEndereco } from './formulario-endereco';

const se = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  numero: '100',
  complemento: '',
  bairro: 'Sé',
  municipio: 'São Paulo',
  uf: 'sp',
};

describe('validarEndereco', () => {
  it('normaliza CEP e UF e envia complemento vazio como null', () => {
    expect(validarEndereco(se)).toEqual({
      ok: true,
      dados: {
        cep: '01001000',
        logradouro: 'Praça da Sé',
        numero: '100',
        complemento: null,
        bairro: 'Sé',
        municipio: 'São Paulo',
        uf: 'SP',
      },
    });
  });

  it('formulário vazio: mensagens do catálogo para CEP e UF, do contrato para os demais', () => {
    expect(validarEndereco(ENDERECO_VAZIO)).toEqual({
      ok: false,
      erros: {
        'endereco-cep': mensagemErroCep.CEP_VAZIO,
        'endereco-logradouro': 'Informe o logradouro.',
        'endereco-numero': 'Informe o número (ou S/N).',
        'endereco-bairro': 'Informe o bairro.',
        'endereco-municipio': 'Informe o município.',
        'endereco-uf': mensagemErroCep.UF_VAZIA,
      },
    });
  });

  it.each([
    ['0100100A', mensagemErroCep.CEP_INVALIDO],
    ['0100100', mensagemErroCep.CEP_MUITO_CURTO],
    ['010010001', mensagemErroCep.CEP_MUITO_LONGO],
  ])('CEP "%s" → %s', (cep, mensagem) => {
    expect(validarEndereco({ ...se, cep })).toEqual({ ok: false, erros: { 'endereco-cep': mensagem } });
  });

  it('UF inexistente', () => {
    expect(validarEndereco({ ...se, uf: 'XX' })).toEqual({
      ok: false,
      erros: { 'endereco-uf': mensagemErroCep.UF_NAO_EXISTE },
    });
  });
});

describe('conversões', () => {
  it('o registro da API volta ao formulário sem o idUsuario', () => {
    const formulario = doRegistro({ ...se, cep: '01001000', uf: 'SP', complemento: null, idUsuario: 7 });
    expect(formulario).toEqual({ ...se, cep: '01001000', uf: 'SP' });
    expect(validarEndereco(formulario).ok).toBe(true);
  });

  it('o endereço encontrado preenche tudo menos o número e o complemento (a faixa do CEP não é dele)', () => {
    const encontrado = {
      cep: '01001000',
      logradouro: 'Praça da Sé',
      complemento: 'lado ímpar',
      bairro: 'Sé',
      municipio: 'São Paulo',
      uf: 'SP',
    };
    const { complemento: _faixa, ...semFaixa } = encontrado;
    expect(preencherComEncontrado(encontrado)).toEqual(semFaixa);
    expect(preencherComEncontrado(encontrado)).not.toHaveProperty('numero');
  });
});
