import { tokenDeTeste } from '../testes/jwt';
import { decodificarUsuario, primeiroNome } from './token';

it('o id vem da claim sid; nomes acentuados sobrevivem à decodificação', () => {
  expect(decodificarUsuario(tokenDeTeste({ sid: 5, name: 'João Ávila' }))).toMatchObject({
    id: 5,
    name: 'João Ávila',
  });
});

it('aceitouTermo é false quando ausente', () => {
  const [cabeca, , assinatura] = tokenDeTeste().split('.');
  const payload = btoa(
    JSON.stringify({ sid: 1, sessao: 's', name: 'A', email: 'a@b.c', role: 'Candidato', exp: 1, iat: 1 }),
  );
  expect(decodificarUsuario(`${cabeca}.${payload}.${assinatura}`)).toMatchObject({
    aceitouTermo: false,
    uf: null,
  });
});

it('token ilegível dá null', () => {
  expect(decodificarUsuario('abc')).toBeNull();
  expect(decodificarUsuario('a.b.c')).toBeNull();
});

it('primeiroNome saúda pelo primeiro nome, ou como visitante', () => {
  expect(primeiroNome({ name: '  Maria José da Silva ' })).toBe('Maria');
  expect(primeiroNome(null)).toBe('visitante');
});

it('com nome social (gov.br social_name), a saudação usa o nome social', () => {
  const usuario = decodificarUsuario(
    tokenDeTeste({ name: 'Roberto Alves Pereira', nomeSocial: 'Renata Alves' }),
  );
  expect(usuario?.nomeSocial).toBe('Renata Alves');
  expect(primeiroNome(usuario)).toBe('Renata');
  expect(primeiroNome(decodificarUsuario(tokenDeTeste({ name: 'Maria Silva', nomeSocial: null })))).toBe(
    'Maria',
  );
});
