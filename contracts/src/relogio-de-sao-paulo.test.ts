import { dataEHoraEmSaoPaulo, relogioDeSaoPaulo } from './relogio-de-sao-paulo';

describe('relogioDeSaoPaulo', () => {
  it('lê o instante no relógio de São Paulo (UTC−3), não no fuso da máquina', () => {
    expect(relogioDeSaoPaulo('2026-11-27T02:59:59Z')).toEqual({
      ano: '2026',
      mes: '11',
      dia: '26',
      hora: '23',
      minuto: '59',
      segundo: '59',
    });
  });

  it('meia-noite é 00, com dois dígitos', () => {
    expect(relogioDeSaoPaulo(Date.UTC(2026, 0, 5, 3, 4, 5))).toMatchObject({
      dia: '05',
      hora: '00',
      minuto: '04',
    });
  });

  it('o que não é data não vira "Invalid Date"', () => {
    expect(relogioDeSaoPaulo('amanhã')).toBeNull();
    expect(dataEHoraEmSaoPaulo('amanhã')).toBe('');
  });

  it('data e hora como se lê: dd/mm/aaaa, hh:mm', () => {
    expect(dataEHoraEmSaoPaulo('2026-11-20T13:00:00Z')).toBe('20/11/2026, 10:00');
  });
});

describe('o relógio de São Paulo e o Intl', () => {
  it('só cria o formatador na primeira leitura, nunca ao carregar (decisão 0861)', async () => {
    const criar = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      await jest.isolateModulesAsync(async () => {
        const { relogioDeSaoPaulo: ler } = await import('./relogio-de-sao-paulo');
        expect(criar).not.toHaveBeenCalled();
        ler('2026-11-27T02:59:59Z');
        ler('2026-11-28T02:59:59Z');
        expect(criar).toHaveBeenCalledTimes(1);
      });
    } finally {
      criar.mockRestore();
    }
  });
});
