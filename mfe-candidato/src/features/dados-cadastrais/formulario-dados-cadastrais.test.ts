import { Mensagem } from '@portal/contracts';
import {
  doRegistro,
  FORMULARIO_VAZIO,
  validarDadosCadastrais,
  type FormularioDadosCadastrais,
} from './formulario-dados-cadastrais';

const HOJE = new Date('2026-06-15T12:00:00Z');
const valido: FormularioDadosCadastrais = {
  nome: 'João da Silva',
  nomeSocial: '',
  cpf: '123.456.789-09',
  dataNascimento: '10/02/1990',
  sexo: 'M',
  racaCor: 'PARDA',
  possuiDeficiencia: 'nao',
  tipoDeficiencia: 'ignorado quando não há deficiência',
  telefone: '(11) 98765-4321',
  email: 'Joao@Exemplo.gov.br',
};

describe('validarDadosCadastrais', () => {
  it('normaliza um cadastro válido para o contrato da API', () => {
    expect(validarDadosCadastrais(valido, HOJE)).toEqual({
      ok: true,
      dados: {
        nome: 'João da Silva',
        nomeSocial: null,
        cpf: '12345678909',
        dataNascimento: '10/02/1990',
        sexo: 'M',
        racaCor: 'PARDA',
        possuiDeficiencia: false,
        tipoDeficiencia: null,
        telefone: '11987654321',
        email: 'joao@exemplo.gov.br',
      },
    });
  });

  it('formulário vazio: uma mensagem em português por campo obrigatório', () => {
    const resultado = validarDadosCadastrais(FORMULARIO_VAZIO, HOJE);
    expect(resultado).toEqual({
      ok: false,
      erros: {
        'dados-nome': 'Informe o nome completo.',
        'dados-cpf': 'CPF inválido.',
        'dados-dataNascimento': 'Use a data no formato dd/mm/aaaa.',
        'dados-sexo': 'Escolha o sexo.',
        'dados-racaCor': 'Escolha a raça ou cor.',
        'dados-possuiDeficiencia': 'Responda se você tem alguma deficiência.',
        'dados-telefone': 'Telefone deve ter DDD e 8 ou 9 números.',
        'dados-email': 'E-mail inválido.',
      },
    });
  });

  it('recusa CPF com dígito verificador errado e data inexistente', () => {
    const resultado = validarDadosCadastrais(
      { ...valido, cpf: '123.456.789-00', dataNascimento: '31/02/1990' },
      HOJE,
    );
    expect(resultado).toEqual({
      ok: false,
      erros: { 'dados-cpf': 'CPF inválido.', 'dados-dataNascimento': 'Data inexistente.' },
    });
  });

  it('menor de 16 anos pelo ano de nascimento é recusado no campo da data', () => {
    expect(validarDadosCadastrais({ ...valido, dataNascimento: '01/01/2011' }, HOJE)).toEqual({
      ok: false,
      erros: { 'dados-dataNascimento': Mensagem.idadeMinimaCadastro },
    });
    expect(validarDadosCadastrais({ ...valido, dataNascimento: '31/12/2010' }, HOJE).ok).toBe(true);
  });

  it('guarda o tipo de deficiência só quando a resposta é sim', () => {
    const resultado = validarDadosCadastrais(
      { ...valido, possuiDeficiencia: 'sim', tipoDeficiencia: ' Auditiva ' },
      HOJE,
    );
    expect(resultado.ok && resultado.dados).toMatchObject({
      possuiDeficiencia: true,
      tipoDeficiencia: 'Auditiva',
    });
  });
});

describe('doRegistro', () => {
  it('converte o registro da API no que o formulário mostra', () => {
    const registro = {
      ...valido,
      cpf: '12345678909',
      nomeSocial: null,
      tipoDeficiencia: null,
      possuiDeficiencia: true,
      idUsuario: 3,
    };
    const formulario = doRegistro(registro as never);
    expect(formulario).toMatchObject({
      nomeSocial: '',
      tipoDeficiencia: '',
      possuiDeficiencia: 'sim',
      cpf: '12345678909',
    });
    // The API's idUsuario must not travel back: the create/update schemas are strict.
    expect(validarDadosCadastrais(formulario, HOJE).ok).toBe(true);
  });
});
