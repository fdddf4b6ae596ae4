/**
 * The first URL segments this remote owns: its build declares them to the registry (portal-remoto.json, copied into
 * its line of remotes.json by `pnpm deploy:remote`), and its route table and links use the same list. Adding a
 * segment here and deploying this remote is all it takes; the shell is not rebuilt. No imports: the build reads this
 * file on its own (tooling/webpack/declaracao-do-portal.cjs).
 */
export const PREFIXOS = ['usuario'] as const;

/**
 * Every path of this remote, defined once (decision 0920): its route table, links and redirects use these. Those the
 * rest of the portal links to are restated in contracts' `Rota`; caminhos.test.ts keeps the two equal.
 */
export const RotaUsuario = {
  raiz: '/usuario',
  login: '/usuario/login',
  logout: '/usuario/logout',
  usuarioForm: '/usuario/form',
  usuarioEdit: '/usuario/edit',
  editEdit: '/usuario/edit/edit',
  usuarioConta: '/usuario/conta',
  atualizarCadastro: '/usuario/atualizar-cadastro',
  emailNaoConfirmado: '/usuario/email-nao-confirmado',
  /** Target of the e-mail link `?id={id}&token={token}` (behind the login guard). */
  confirmacaoEmail: '/usuario/confirmacao-email',
  esqueciMinhaSenha: '/usuario/esqueci-minha-senha',
  /** Target of the e-mail link `?id={id}&token={token}`. */
  redefinicaoSenha: '/usuario/redefinicao-senha',
  alterarEmail: '/usuario/alterar-email/edit',
  administracao: '/usuario/administracao',
} as const;
