import { PAPEIS_DA_GESTAO } from '@portal/contracts/papeis-da-equipe';
import { RotaDaGestao } from '@portal/contracts/rotas-da-gestao';

/**
 * The first URL segments this remote owns, who may open them, and the sidebar entry of its area. The build declares
 * all three to the registry (portal-remoto.json → remotes.json, decisions 0900, 1530, 1560 and 1561): this remote's
 * routes send a visitor without one of these roles to the login or to the forbidden page before any page loads, the
 * portal's server writes no preload hint for these prefixes, and the shell shows the menu entry only to these roles,
 * from code a citizen's browser never loads. The build reads this file with the modules it imports
 * (tooling/webpack/declaracao-do-portal.cjs): the roles are contracts' `PAPEIS_DA_GESTAO`, written once.
 */
export const PREFIXOS = ['gestao'] as const;

/** Every path of this remote, defined once (decision 0920): its route table and links use these. */
export const RotaGestao = {
  turmas: RotaDaGestao.turmas,
  turma: (idTurma: number | string) => `/gestao/turmas/${idTurma}`,
  /** The staff and their roles and scopes: the Administrador only (decision 0210). */
  equipe: '/gestao/equipe',
} as const;

export const ACESSO = {
  gestao: { papeis: PAPEIS_DA_GESTAO },
} as const;

/** Prefix → label of its entry in the portal's sidebar, which links to `/<prefix>`. */
export const MENU = { gestao: 'Área de operações' } as const;
