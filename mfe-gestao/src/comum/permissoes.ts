import { podeNaGestao } from '@portal/contracts';
import { useSession } from '@portal/shared-auth';

/**
 * What decision 1500 lets each staff profile do (its table in contracts), to show only the controls that will work.
 * Convenience only: the API checks profile and scope on every call, and a 403 shows the forbidden state.
 */
export interface Permissoes {
  /** Open/close enrolment, change seats, call candidates up. */
  agir: boolean;
  /** Download the enrolment list as CSV. */
  exportar: boolean;
  /** Read the class's history (the Professor only reads the list). */
  verHistorico: boolean;
}

export function permissoesDe(papel: string | undefined): Permissoes {
  return {
    agir: podeNaGestao(papel, 'alterar'),
    exportar: podeNaGestao(papel, 'exportar'),
    verHistorico: podeNaGestao(papel, 'verHistorico'),
  };
}

export function usePermissoes(): Permissoes {
  return permissoesDe(useSession((estado) => estado.user?.role));
}
