import { segundosDeEspera } from './atraso-de-login.js';

const regra = { livres: 5, tetoSegundos: 900, bloqueioEm: 100 };

describe('segundosDeEspera', () => {
  it('não cobra nada pelos primeiros erros', () => {
    expect([0, 1, 4].map((n) => segundosDeEspera(n, 0, regra))).toEqual([0, 0, 0]);
  });

  it('dobra a espera a cada erro seguido, até o teto de 15 minutos', () => {
    expect([5, 6, 7, 12, 30, 99].map((n) => segundosDeEspera(n, 0, regra))).toEqual([2, 4, 8, 256, 900, 900]);
  });

  it('desconta o tempo já passado desde o último erro', () => {
    expect(segundosDeEspera(7, 5, regra)).toBe(3);
    expect(segundosDeEspera(7, 60, regra)).toBe(0);
  });

  it('só bloqueia a partir de 100 erros seguidos', () => {
    expect(segundosDeEspera(99, 10_000, regra)).toBe(0);
    expect(segundosDeEspera(100, 10_000, regra)).toBe(Number.POSITIVE_INFINITY);
  });
});
