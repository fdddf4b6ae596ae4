import { PAPEIS_DA_GESTAO, Papel } from '@portal/contracts';
import { useSession } from '@portal/shared-auth';

/**
 * What decision 1500 lets each staff profile do, to show only the controls that will work. Convenience only: the API
 * checks profile and scope on every call, and a 403 shows the forbidden state.
 */
const AGEM: readonly string[] = [Papel.Administrador, Papel.Secretaria, Papel.Executora];

export interface Permissoes {
  /** Open/close enrolment, change seats, call candidates up. */
  agir: boolean;
  /** Download the enrolment list as CSV. */
  exportar: boolean;
  /** Read the class's history (the Professor only reads the list). */
  verHistorico: boolean;
}

export function permissoesDe(papel: string | undefined): Permissoes {
  const daEquipe = PAPEIS_DA_GESTAO.some((p) => p === papel);
  const agir = daEquipe && AGEM.includes(papel ?? '');
  return { agir, exportar: agir, verHistorico: daEquipe && papel !== Papel.Professor };
}

export function usePermissoes(): Permissoes {
  return permissoesDe(useSession((estado) => estado.user?.role));
}
