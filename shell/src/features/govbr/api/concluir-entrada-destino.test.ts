import { destinoDeRetorno } from './concluir-entrada';

describe('destinoDeRetorno', () => {
  it.each([
    [{ returnUrl: '/inscricao/historico?x=1' }, '/inscricao/historico?x=1'],
    [{ returnUrl: '//malicioso.example/x' }, '/home'],
    [{ returnUrl: '/\\malicioso.example' }, '/home'],
    [{ returnUrl: 'https://malicioso.example' }, '/home'],
    [{ returnUrl: 42 }, '/home'],
    [undefined, '/home'],
    [null, '/home'],
  ])('%p → %s', (estado, esperado) => {
    expect(destinoDeRetorno(estado)).toBe(esperado);
  });
});
