import type { Turma } from '@portal/contracts';

/** A class as the catalogue API returns it (evening, 7 of 20 seats free), for unit tests of any package. */
export function turmaDeTeste(parcial: Partial<Turma> = {}): Turma {
  return {
    id: 31,
    idOrdemServico: 21,
    turno: 'NOITE',
    horario: '19:00 às 22:00',
    dataInicio: '2027-02-01',
    dataFim: '2027-04-30',
    inscricoesAte: '2027-01-25',
    vagas: 20,
    vagasDisponiveis: 7,
    aberta: true,
    ...parcial,
  };
}
