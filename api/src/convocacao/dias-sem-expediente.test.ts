import { semExpediente } from './dias-sem-expediente.js';

const dia = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('dias sem expediente', () => {
  it('os feriados fixos, nacionais e o 9 de julho de São Paulo', () => {
    for (const iso of ['2026-01-01', '2026-04-21', '2026-05-01', '2026-07-09', '2026-09-07', '2026-10-12'])
      expect([iso, semExpediente(dia(iso))]).toEqual([iso, true]);
    for (const iso of ['2026-11-02', '2026-11-15', '2026-11-20', '2026-12-25'])
      expect([iso, semExpediente(dia(iso))]).toEqual([iso, true]);
  });

  it('a Consciência Negra é feriado nacional só desde 2024', () => {
    expect(semExpediente(dia('2023-11-20'))).toBe(false);
    expect(semExpediente(dia('2024-11-20'))).toBe(true);
  });

  it('os móveis seguem a Páscoa: carnaval, Sexta-feira Santa e Corpus Christi (2026: Páscoa em 5/4)', () => {
    for (const iso of ['2026-02-16', '2026-02-17', '2026-04-03', '2026-06-04'])
      expect([iso, semExpediente(dia(iso))]).toEqual([iso, true]);
    // Ash Wednesday and Easter Monday are working days.
    expect(semExpediente(dia('2026-02-18'))).toBe(false);
    expect(semExpediente(dia('2026-04-06'))).toBe(false);
  });

  it('um dia comum não é feriado', () => {
    expect(semExpediente(dia('2026-12-01'))).toBe(false);
    expect(semExpediente(dia('2027-03-25'))).toBe(false);
  });
});
