import { formatarData } from './datas';

describe('formatarData (dd/mm/aaaa para todo o portal)', () => {
  it('uma data da API (aaaa-mm-dd) sai como dd/mm/aaaa, sem mudar de dia em nenhum fuso', () => {
    expect(formatarData('2026-12-22')).toBe('22/12/2026');
    expect(formatarData('2027-01-01')).toBe('01/01/2027');
  });

  it('um instante (ISO com hora e fuso) sai no dia de São Paulo', () => {
    expect(formatarData('2026-11-20T10:00:00.000Z')).toBe('20/11/2026');
    // 01:30 UTC on the 21st is still the 20th in São Paulo (UTC−3).
    expect(formatarData('2026-11-21T01:30:00Z')).toBe('20/11/2026');
  });

  it('nunca mostra "undefined": o que não é data ISO volta como veio', () => {
    expect(formatarData('22/12/2026')).toBe('22/12/2026');
    expect(formatarData('sem data')).toBe('sem data');
    expect(formatarData('')).toBe('');
  });

  it('só cria o formatador do Intl no primeiro instante mostrado, nunca ao carregar (decisão 0861)', async () => {
    const criar = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      await jest.isolateModulesAsync(async () => {
        const { formatarData: formatar } = await import('./datas');
        expect(formatar('2026-12-22')).toBe('22/12/2026');
        expect(criar).not.toHaveBeenCalled();
        expect(formatar('2026-11-20T10:00:00.000Z')).toBe('20/11/2026');
        expect(formatar('2026-11-22T10:00:00.000Z')).toBe('22/11/2026');
        expect(criar).toHaveBeenCalledTimes(1);
      });
    } finally {
      criar.mockRestore();
    }
  });
});
