import { nomeTurno, type Turma, type Turno } from '@portal/contracts';
import { formatarData } from '@portal/ui';

/** 'dd/mm/aaaa a dd/mm/aaaa': when a class runs. */
export function periodoDaTurma(turma: Pick<Turma, 'dataInicio' | 'dataFim'>): string {
  return `${formatarData(turma.dataInicio)} a ${formatarData(turma.dataFim)}`;
}

/** 'Noite, 19:00 às 22:00': the shift and its hours. */
export function turnoDaTurma(turma: Pick<Turma, 'turno' | 'horario'>): string {
  return `${nomeTurno[turma.turno as Turno]}, ${turma.horario}`;
}

export function vagasLivres(quantidade: number): string {
  if (quantidade <= 0) return 'Sem vagas';
  return quantidade === 1 ? '1 vaga livre' : `${quantidade} vagas livres`;
}

/** A class the candidate can still take: open for enrolment and with a free seat. */
export function turmaDisponivel(turma: Pick<Turma, 'aberta' | 'vagasDisponiveis'>): boolean {
  return turma.aberta && turma.vagasDisponiveis > 0;
}

/** Open but without a free seat: a new enrolment goes to the waiting list (status 6, decision 1500). */
export function turmaCheia(turma: Pick<Turma, 'aberta' | 'vagasDisponiveis'>): boolean {
  return turma.aberta && turma.vagasDisponiveis <= 0;
}

/** A class a new enrolment can ask for: open, with a seat or with its waiting list (issue 28 §4). */
export function turmaAceitaInscricao(turma: Pick<Turma, 'aberta'>): boolean {
  return turma.aberta;
}

/**
 * What the seats mean for the candidate: free seats, the waiting list (where the page offers it: a new enrolment), or
 * why the class takes no one.
 */
export function situacaoDasVagas(
  turma: Pick<Turma, 'aberta' | 'vagasDisponiveis' | 'inscricoesAte'>,
  listaDeEspera = true,
): string {
  if (!turma.aberta) return `Inscrições encerradas em ${formatarData(turma.inscricoesAte)}`;
  if (turmaCheia(turma)) return listaDeEspera ? 'Turma cheia: entre na lista de espera' : 'Turma cheia';
  return vagasLivres(turma.vagasDisponiveis);
}

/** The class as one line of a select: shift, period and its seats (or why it is closed). */
export function rotuloDaTurma(turma: Turma, listaDeEspera = true): string {
  return `${turnoDaTurma(turma)} — ${periodoDaTurma(turma)} — ${situacaoDasVagas(turma, listaDeEspera)}`;
}
