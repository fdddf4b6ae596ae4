import { MUNICIPIOS_SP } from './municipios.js';

describe('municípios de São Paulo', () => {
  it('são 645, cada um com código IBGE paulista distinto', () => {
    expect(MUNICIPIOS_SP).toHaveLength(645);
    const codigos = new Set(MUNICIPIOS_SP.map((m) => m.ibge));
    expect(codigos.size).toBe(645);
    for (const codigo of codigos) expect(codigo).toMatch(/^35\d{5}$/);
  });

  it('trazem nomes com acento e os códigos oficiais', () => {
    const porNome = new Map(MUNICIPIOS_SP.map((m) => [m.nome, m.ibge]));
    expect(porNome.get('São Paulo')).toBe('3550308');
    expect(porNome.get('Campinas')).toBe('3509502');
    expect(porNome.get('Embu das Artes')).toBe('3515004');
    expect(porNome.get('Mogi Mirim')).toBe('3530805');
    expect(porNome.get('Ipaussu')).toBe('3520905');
    expect(porNome.get('Mogi Guaçu')).toBe('3530706');
    expect(porNome.get("Santa Bárbara d'Oeste")).toBe('3545803');
    expect(porNome.has('Embu')).toBe(false);
  });
});
