/**
 * The shell's own pages, each path defined once: its route table, its links and redirects use these (decision 0920).
 * Those the remotes and shared-auth also send visitors to are restated in contracts' `Rota`; caminhos.test.ts keeps
 * the two equal. No imports, like a remote's caminhos.ts: the lint configuration reads this file to learn which
 * first segments are the shell's.
 */
export const RotaShell = {
  home: '/home',
  forbidden: '/error/forbidden',
  internalServerError: '/error/internal-server-error',
  faleConosco: '/fale-conosco',
  acessibilidade: '/acessibilidade',
  privacidade: '/privacidade',
  /** gov.br sends the citizen back here after sign-in (the OpenID redirect_uri). */
  retornoGovBr: '/autenticacao/govbr/retorno',
} as const;
