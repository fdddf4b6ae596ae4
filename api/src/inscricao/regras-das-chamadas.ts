import { MODALIDADES_VIRTUAIS, Programa, ProgramaPortal, Regras } from '@portal/contracts';

/**
 * Which classes each create call takes (decision 0130): a call enrols only in its own programme and modality, so a
 * class of another programme is refused (422) instead of being enrolled through the wrong door. virtual/create takes
 * contracts' MODALIDADES_VIRTUAIS.
 */

/** What a create call accepts (decision 0130): the modalities of its own programme, and the portal's age floor. */
export interface RegraDaChamada {
  modalidades: readonly number[];
  /** Instead of `modalidades`: any programme with a period open today and no call of its own (REGRA_PROGRAMA_NOVO). */
  programaComPeriodoAberto?: boolean;
  idadeMinima?: number;
}

/** Programmes served by a call of their own; InscriverProgramaNovo takes the other programmes with an open period. */
export const MODALIDADES_COM_CHAMADA_PROPRIA: readonly number[] = [
  ...MODALIDADES_VIRTUAIS,
  Programa.NovoEmprego,
  ProgramaPortal.EmpreendaSP,
  ProgramaPortal.EmpreendaJovem,
  ProgramaPortal.MeuPrimeiroEmprego,
];

/** The Via Rápida flows of the portal refuse under-16s (spec §5, e-mail-confirmed and update checks): so does the API. */
const idadeMinima = Regras.idadeMinimaCadastro;

export const REGRA_VIRTUAL: RegraDaChamada = { modalidades: MODALIDADES_VIRTUAIS, idadeMinima };
export const REGRA_NOVO_EMPREGO: RegraDaChamada = { modalidades: [Programa.NovoEmprego], idadeMinima };
/** The three update calls: any modality (the class must stay in the enrolment's own), same age floor. */
export const REGRA_ALTERACAO: Partial<RegraDaChamada> = { idadeMinima };

/**
 * InscriverProgramaNovo (decision 0130): any programme with an enrolment period open today, except those with a call of
 * their own. Whether the period is open comes with the rest of the enrolment's context (one read, decision 0171).
 */
export const REGRA_PROGRAMA_NOVO: RegraDaChamada = { modalidades: [], programaComPeriodoAberto: true };

/**
 * Programmes whose enrolments are taken only while a period is open: Meu Primeiro Emprego and those enrolled through
 * InscriverProgramaNovo. A change of class is an enrolment too, through whichever update call it comes.
 */
export const pedePeriodoAberto = (modalidade: number): boolean =>
  modalidade === ProgramaPortal.MeuPrimeiroEmprego || !MODALIDADES_COM_CHAMADA_PROPRIA.includes(modalidade);

/**
 * Why a create call refuses a class of this modality, or null when it takes it. A programme without a call of its own
 * whose period is not open is refused for that (409 "Não há período…"), not as another programme's class.
 */
export function recusaDaModalidade(
  regra: RegraDaChamada,
  modalidade: number,
  periodoAberto: boolean,
): 'outro-programa' | 'periodo-encerrado' | null {
  if (!regra.programaComPeriodoAberto)
    return regra.modalidades.includes(modalidade) ? null : 'outro-programa';
  if (MODALIDADES_COM_CHAMADA_PROPRIA.includes(modalidade)) return 'outro-programa';
  return periodoAberto ? null : 'periodo-encerrado';
}
