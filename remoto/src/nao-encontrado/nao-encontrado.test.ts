import { ehNaoEncontrado, idDaRota, NaoEncontrado } from './nao-encontrado';

describe('idDaRota', () => {
  it('aceita um número inteiro positivo', () => {
    expect(idDaRota('42')).toBe(42);
  });

  it.each([null, undefined, '', '0', '-3', '1.5', 'abc', '12abc', ' 7', '99999999999999999'])(
    '%j não é um id: NaoEncontrado',
    (valor) => {
      expect(() => idDaRota(valor)).toThrow(NaoEncontrado);
    },
  );
});

describe('ehNaoEncontrado', () => {
  it('404 da API e NaoEncontrado sim; outras falhas não', () => {
    expect(ehNaoEncontrado({ response: { status: 404 } })).toBe(true);
    expect(ehNaoEncontrado(new NaoEncontrado())).toBe(true);
    expect(ehNaoEncontrado({ response: { status: 500 } })).toBe(false);
    expect(ehNaoEncontrado(new Error('Network Error'))).toBe(false);
    expect(ehNaoEncontrado(null)).toBe(false);
  });
});
