import { Limitador } from './limitador.js';

describe('Limitador', () => {
  it('bloqueia ao atingir o máximo e libera quando a janela passa', () => {
    let agora = 0;
    const limitador = new Limitador(2, 1000, () => agora);
    limitador.registrar('a');
    expect(limitador.excedido('a')).toBe(false);
    limitador.registrar('a');
    expect(limitador.excedido('a')).toBe(true);
    expect(limitador.excedido('b')).toBe(false);
    agora = 1000;
    expect(limitador.excedido('a')).toBe(false);
  });

  it('limpar zera a contagem de uma chave', () => {
    const limitador = new Limitador(1, 1000, () => 0);
    limitador.registrar('a');
    limitador.limpar('a');
    expect(limitador.excedido('a')).toBe(false);
  });
});
