import { StatusInscricao, type InscricaoDetalhe } from '@portal/contracts';

const maisRecenteAntes = (a: InscricaoDetalhe, b: InscricaoDetalhe) =>
  Date.parse(b.dataInscricao) - Date.parse(a.dataInscricao) || b.id - a.id;

/**
 * The candidate's enrolment in the class the page is about: the called-up one (status 3 with its call-up, the one the
 * history page offers to confirm), else the most recent, which says why there is nothing to confirm. A class may hold
 * an old cancelled or expired enrolment beside the current one, and the list's order is not part of its contract.
 */
export function inscricaoAConfirmar(
  inscricoes: readonly InscricaoDetalhe[],
  idTurma: number,
): InscricaoDetalhe | null {
  const daTurma = inscricoes.filter((i) => i.idTurmaPrincipal === idTurma).sort(maisRecenteAntes);
  const convocada = daTurma.find(
    (i) => i.idStatusInscricao === StatusInscricao.Convocada && i.idConvocacao !== null,
  );
  return convocada ?? daTurma[0] ?? null;
}
