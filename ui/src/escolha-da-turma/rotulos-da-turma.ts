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

/** The class as one line of a select: shift, period and free seats. */
export function rotuloDaTurma(turma: Turma): string {
  return `${turnoDaTurma(turma)} — ${periodoDaTurma(turma)} — ${vagasLivres(turma.vagasDisponiveis)}`;
}
