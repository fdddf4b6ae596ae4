/**
 * The first URL segments this remote owns, and who may open them. The build declares both to the registry
 * (portal-remoto.json → remotes.json, decisions 0900 and 1530): the shell sends a visitor without one of these roles
 * to the login or to the forbidden page before it loads a byte of this remote. No imports: the build reads this file
 * on its own (tooling/webpack/declaracao-do-portal.cjs), so the roles are written out; a unit test keeps them equal to
 * `PAPEIS_DA_GESTAO` of @portal/contracts.
 */
export const PREFIXOS = ['gestao'] as const;

/** Every path of this remote, defined once (decision 0920): its route table and links use these. */
export const RotaGestao = {
  turmas: '/gestao',
  turma: (idTurma: number | string) => `/gestao/turmas/${idTurma}`,
} as const;

export const ACESSO = {
  gestao: { papeis: ['Administrador', 'Secretaria', 'Executora', 'Professor', 'Inscricao'] },
} as const;
