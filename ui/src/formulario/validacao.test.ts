import { authenticationRequestSchema, usuarioCreateSchema } from '@portal/contracts';
import { errosDoZod, listaDeErros, validarComSchema } from './validacao';

describe('validarComSchema', () => {
  it('devolve os dados transformados pelo schema quando são válidos', () => {
    const resultado = validarComSchema(authenticationRequestSchema, {
      login: '  maria@exemplo.com.br ',
      senha: 'x',
    });
    expect(resultado).toEqual({ ok: true, dados: { login: 'maria@exemplo.com.br', senha: 'x' } });
  });

  it('associa cada mensagem ao campo do caminho do problema', () => {
    const resultado = validarComSchema(authenticationRequestSchema, { login: '', senha: '' });
    expect(resultado).toEqual({
      ok: false,
      erros: { login: 'Informe o CPF ou e-mail.', senha: 'Informe a senha.' },
    });
  });

  it('mantém só a primeira mensagem de cada campo', () => {
    const resultado = validarComSchema(usuarioCreateSchema, {
      nome: 'Maria Silva',
      cpf: '529.982.247-25',
      email: 'maria@exemplo.com.br',
      dataNascimento: '10/10/1990',
      senha: 'curta',
      confirmacaoSenha: 'outra',
      aceitouTermo: true,
    });
    expect(resultado.ok).toBe(false);
    if (!resultado.ok) {
      expect(resultado.erros.senha).toBe('A senha deve ter pelo menos 8 caracteres.');
      expect(resultado.erros.confirmacaoSenha).toBe('As senhas não conferem.');
    }
  });
});

describe('errosDoZod e listaDeErros', () => {
  const falha = {
    issues: [
      { path: ['cep'], message: 'Informe o CEP.' },
      { path: ['nome'], message: 'Informe o nome.' },
      { path: [], message: 'Revise o formulário.' },
    ],
  };

  it('leva cada campo ao id da página e o problema sem caminho ao formulário', () => {
    expect(errosDoZod(falha, (campo) => `endereco-${campo}`)).toEqual({
      'endereco-cep': 'Informe o CEP.',
      'endereco-nome': 'Informe o nome.',
      'endereco-formulario': 'Revise o formulário.',
    });
  });

  it('ordena o resumo pela ordem dos campos na página; sem ordem, como vieram', () => {
    const erros = errosDoZod(falha);
    expect(listaDeErros(erros, ['nome', 'cep']).map((e) => e.campo)).toEqual(['nome', 'cep', 'formulario']);
    expect(listaDeErros(erros).map((e) => e.campo)).toEqual(['cep', 'nome', 'formulario']);
  });
});
