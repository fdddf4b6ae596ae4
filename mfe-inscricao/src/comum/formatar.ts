import { nomeTurno, type Turma, type Turno } from '@portal/contracts';
import { formatarData } from '@portal/ui';

// The portal's one date formatter lives in @portal/ui; re-exported so this remote's pages keep one import.
export { formatarData };

export function periodoDaTurma(turma: Pick<Turma, 'dataInicio' | 'dataFim'>): string {
  return `${formatarData(turma.dataInicio)} a ${formatarData(turma.dataFim)}`;
}

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
