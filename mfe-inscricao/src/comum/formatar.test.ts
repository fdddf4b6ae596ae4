import { formatarData, periodoDaTurma, turnoDaTurma, vagasLivres } from './formatar';

describe('formatar', () => {
  it('formats dates and timestamps as dd/mm/aaaa', () => {
    expect(formatarData('2027-02-01')).toBe('01/02/2027');
    expect(formatarData('2026-11-20T23:30:00.000Z')).toBe('20/11/2026');
    expect(formatarData('sem data')).toBe('sem data');
  });
  it('describes a class period and shift', () => {
    expect(periodoDaTurma({ dataInicio: '2027-02-01', dataFim: '2027-04-30' })).toBe(
      '01/02/2027 a 30/04/2027',
    );
    expect(turnoDaTurma({ turno: 'NOITE', horario: '19:00 às 22:00' })).toBe('Noite, 19:00 às 22:00');
  });
  it('says how many seats are free', () => {
    expect(vagasLivres(0)).toBe('Sem vagas');
    expect(vagasLivres(1)).toBe('1 vaga livre');
    expect(vagasLivres(7)).toBe('7 vagas livres');
  });
});
