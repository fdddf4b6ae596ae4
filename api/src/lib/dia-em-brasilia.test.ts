import { anoEmBrasilia, dataEmBrasilia, noAnoDeBrasilia } from './dia-em-brasilia.js';

describe('o calendário de Brasília (UTC−3)', () => {
  const reveillon = new Date('2027-01-01T01:00:00Z');

  it('às 22h de 31 de dezembro em Brasília ainda é o mesmo ano, embora já seja 1º de janeiro em UTC', () => {
    expect(dataEmBrasilia(reveillon)).toBe('31/12/2026');
    expect(anoEmBrasilia(reveillon)).toBe(2026);
    expect(noAnoDeBrasilia(reveillon).getFullYear()).toBe(2026);
  });

  it('à meia-noite de Brasília o ano vira', () => {
    const meiaNoite = new Date('2027-01-01T03:00:00Z');
    expect(anoEmBrasilia(meiaNoite)).toBe(2027);
    expect(noAnoDeBrasilia(meiaNoite).getFullYear()).toBe(2027);
  });
});
