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

  it('descarta janelas vencidas quando o mapa cresce demais', () => {
    let agora = 0;
    const limitador = new Limitador(5, 1000, () => agora);
    for (let i = 0; i < Limitador.LIMPAR_ACIMA_DE; i += 1) limitador.registrar(`k${i}`);
    agora = 2000;
    limitador.registrar('nova');
    expect(limitador.tamanho).toBe(1);
  });
});
