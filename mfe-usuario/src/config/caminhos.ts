import { RotaDoUsuario } from '@portal/contracts/rotas';

/**
 * The first URL segments this remote owns: its build declares them to the registry (portal-remoto.json, copied into
 * its line of remotes.json by `pnpm deploy:remote`), and its route table and links use the same list. Adding a
 * segment here and deploying this remote is all it takes; the shell is not rebuilt. The build reads this file with
 * the one module it imports (tooling/webpack/declaracao-do-portal.cjs).
 */
export const PREFIXOS = ['usuario'] as const;

/**
 * Every path of this remote, defined once (decision 0920): its route table, links and redirects use these. Those the
 * rest of the portal opens come from contracts (`RotaDoUsuario`, part of `Rota`; decision 0921).
 */
export const RotaUsuario = {
  raiz: '/usuario',
  login: RotaDoUsuario.login,
  logout: RotaDoUsuario.logout,
  usuarioForm: RotaDoUsuario.usuarioForm,
  usuarioEdit: RotaDoUsuario.usuarioEdit,
  editEdit: '/usuario/edit/edit',
  usuarioConta: RotaDoUsuario.usuarioConta,
  atualizarCadastro: RotaDoUsuario.atualizarCadastro,
  emailNaoConfirmado: RotaDoUsuario.emailNaoConfirmado,
  /** Target of the e-mail link `?id={id}&token={token}` (behind the login guard). */
  confirmacaoEmail: RotaDoUsuario.confirmacaoEmail,
  esqueciMinhaSenha: '/usuario/esqueci-minha-senha',
  /** Target of the e-mail link `?id={id}&token={token}`. */
  redefinicaoSenha: RotaDoUsuario.redefinicaoSenha,
  alterarEmail: '/usuario/alterar-email/edit',
  administracao: RotaDoUsuario.administracao,
} as const;

/**
 * Pages the same for every visitor, prerendered at deploy time (decisions 0830, 0855): on enrolment day most citizens
 * arrive at the sign-in page, and its text and form now come in the HTML.
 */
export const PRE_RENDERIZADAS = [RotaUsuario.login] as const;
