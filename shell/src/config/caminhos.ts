import { RotaDoShell } from '@portal/contracts/rotas';

/**
 * The shell's own pages, each path defined once: its route table, its links and redirects use these (decision 0920).
 * They are contracts' `RotaDoShell` (decision 0921): the registry must know the shell's first segments to refuse a
 * remote that claims one (`PREFIXOS_DO_SHELL`), so that is where they are written. The lint configuration reads this
 * file, with its import, to learn which first segments are the shell's.
 */
export const RotaShell = RotaDoShell;
