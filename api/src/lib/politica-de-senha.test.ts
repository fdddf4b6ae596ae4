import { dictionary } from '@zxcvbn-ts/language-common';
import { problemasDaSenha } from './politica-de-senha.js';

const conta = { nome: 'José da Conceição', cpf: '52998224725', dataNascimento: '1990-03-15' };

describe('problemasDaSenha', () => {
  it('a lista de senhas comuns tem pelo menos 10.000 entradas', () => {
    expect((dictionary['passwords-common'] as string[]).length).toBeGreaterThanOrEqual(10_000);
  });

  it.each(['password1', 'Senha@123', 'QWERTY123', 'Dragon!!2', 'qualifica2026'])(
    'recusa a senha comum %s',
    (senha) => {
      expect(problemasDaSenha(senha, conta)).toContain('Esta senha é muito comum. Escolha outra.');
    },
  );

  it.each(['x52998224725', '15031990abc', 'abc19900315', 'conceicao77', 'JOSE-e-o-mar-9'])(
    'recusa %s, que tem dados da conta',
    (senha) => {
      expect(problemasDaSenha(senha, conta)).toContain(
        'A senha não pode conter o seu CPF, a sua data de nascimento ou o seu nome.',
      );
    },
  );

  it('aceita uma frase própria', () => {
    expect(problemasDaSenha('Ipê amarelo na praça 42', conta)).toEqual([]);
  });
});
