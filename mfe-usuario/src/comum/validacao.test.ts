import { authenticationRequestSchema, usuarioCreateSchema } from '@portal/contracts';
import { validar } from './validacao';

describe('validar', () => {
  it('devolve os dados transformados pelo schema quando são válidos', () => {
    const resultado = validar(authenticationRequestSchema, { login: '  maria@exemplo.com.br ', senha: 'x' });
    expect(resultado).toEqual({ ok: true, dados: { login: 'maria@exemplo.com.br', senha: 'x' } });
  });

  it('associa cada mensagem ao campo do caminho do problema', () => {
    const resultado = validar(authenticationRequestSchema, { login: '', senha: '' });
    expect(resultado).toEqual({
      ok: false,
      erros: { login: 'Informe o CPF ou e-mail.', senha: 'Informe a senha.' },
    });
  });

  it('mantém só a primeira mensagem de cada campo', () => {
    const resultado = validar(usuarioCreateSchema, {
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
