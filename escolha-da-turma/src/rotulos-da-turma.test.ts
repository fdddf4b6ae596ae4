import {
  periodoDaTurma,
  rotuloDaTurma,
  situacaoDasVagas,
  turmaAceitaInscricao,
  turmaCheia,
  turmaDisponivel,
  turnoDaTurma,
  vagasLivres,
} from './rotulos-da-turma';

describe('rótulos da turma', () => {
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
  it('puts shift, period and free seats on one line; a class without a seat cannot be taken', () => {
    const turma = {
      id: 1,
      turno: 'TARDE',
      horario: '13:00 às 17:00',
      dataInicio: '2026-12-21',
      dataFim: '2027-03-19',
      vagasDisponiveis: 0,
      aberta: true,
    } as Parameters<typeof rotuloDaTurma>[0];
    expect(turmaDisponivel(turma)).toBe(false);
    expect(turmaDisponivel({ ...turma, vagasDisponiveis: 2 })).toBe(true);
  });

  // Issue 28 §4: a full class offers the waiting list; a closed one says why, not "23 vagas livres" greyed out.
  it('a full open class offers the waiting list; a closed class says it is closed and since when', () => {
    const turma = {
      id: 1,
      turno: 'TARDE',
      horario: '13:00 às 17:00',
      dataInicio: '2026-12-21',
      dataFim: '2027-03-19',
      inscricoesAte: '2026-12-10',
      vagasDisponiveis: 0,
      aberta: true,
    } as Parameters<typeof rotuloDaTurma>[0];
    expect(rotuloDaTurma(turma)).toBe(
      'Tarde, 13:00 às 17:00 — 21/12/2026 a 19/03/2027 — Turma cheia: entre na lista de espera',
    );
    expect(turmaAceitaInscricao(turma)).toBe(true);
    const encerrada = { ...turma, aberta: false, vagasDisponiveis: 23 };
    expect(rotuloDaTurma(encerrada)).toBe(
      'Tarde, 13:00 às 17:00 — 21/12/2026 a 19/03/2027 — Inscrições encerradas em 10/12/2026',
    );
    expect(situacaoDasVagas(encerrada)).not.toContain('vagas livres');
    expect(turmaAceitaInscricao(encerrada)).toBe(false);
    expect(turmaCheia(turma)).toBe(true);
    expect(turmaCheia(encerrada)).toBe(false);
  });
});
