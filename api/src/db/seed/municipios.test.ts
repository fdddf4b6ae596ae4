import { municipiosDoEstado } from './municipios.js';

describe('municipiosDoEstado', () => {
  const sp = municipiosDoEstado('SP');

  it('SP tem 645 municípios, cada um com um código IBGE distinto de 7 dígitos começando por 35', () => {
    expect(sp).toHaveLength(645);
    expect(new Set(sp.map((m) => m.id)).size).toBe(645);
    expect(sp.every((m) => /^35\d{5}$/.test(String(m.id)))).toBe(true);
  });

  it('usa os nomes com acento e o nome atual de Embu das Artes', () => {
    expect(sp.find((m) => m.id === 3550308)?.nome).toBe('São Paulo');
    expect(sp.find((m) => m.id === 3515004)?.nome).toBe('Embu das Artes');
    expect(sp.find((m) => m.nome === 'Ribeirão Preto')?.id).toBe(3543402);
  });
});
