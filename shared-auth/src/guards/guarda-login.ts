import { Mensagem, Papel, Rota, StorageKey } from '@portal/contracts';
import type { UsuarioLogado } from '../session/token';
import { sessionStore } from '../session/session-store';
import { armazenamento } from '../storage/armazenamento';
import { avisoAlerta, avisoToast, comRetorno, permitir, redirecionar, type Decisao } from './decisao';

export interface ContextoGuardaLogin {
  user: UsuarioLogado | null;
  /** The URL being visited, used as the return URL. */
  url: string;
  papeis?: readonly string[];
  /**
   * Spec §6: "One login guard additionally requires the role Candidato when the route lists roles": the citizen's
   * routes list Candidato and Administrador, and this guard lets only the Candidato through (issue 28 §14).
   */
  exigeCandidato?: boolean;
  identidadeEmail?: string | null;
  atualizouEmail?: boolean;
}

function mesmoEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function caminho(url: string): string {
  return url.split(/[?#]/)[0] ?? url;
}

/** The four access checks of spec §4, in their order. */
export function guardaLogin(ctx: ContextoGuardaLogin): Decisao {
  const { user, url, papeis } = ctx;
  if (!user) return redirecionar(comRetorno(Rota.login, url), avisoToast(Mensagem.efetueLoginParaContinuar));
  if (papeis && papeis.length > 0 && !papeis.includes(user.role)) return redirecionar(Rota.forbidden);
  if (ctx.exigeCandidato && papeis && papeis.length > 0 && user.role !== Papel.Candidato)
    return redirecionar(Rota.forbidden);
  if (user.role === Papel.Candidato && !user.aceitouTermo)
    return redirecionar(comRetorno(Rota.atualizarCadastro, url));
  const emailDivergente = Boolean(ctx.identidadeEmail) && !mesmoEmail(user.email, ctx.identidadeEmail ?? '');
  // The edit page is where the e-mail gets confirmed: sending the user there again would loop.
  if (emailDivergente && !ctx.atualizouEmail && caminho(url) !== Rota.usuarioEdit) {
    return redirecionar(Rota.usuarioEdit, avisoAlerta(Mensagem.confirmeDadosESalve));
  }
  return permitir();
}

/**
 * guardaLogin over the current session and storage, for the common case in remotes. `exigeCandidato`: the
 * citizen's login guard (spec §6); a shell whose shared-auth predates it ignores the option (the API enforces).
 */
export function avaliarGuardaLogin(
  url: string,
  papeis?: readonly string[],
  opcoes: { exigeCandidato?: boolean } = {},
): Decisao {
  const { user, identidadeGovBr } = sessionStore.getState();
  const atualizouEmail = armazenamento.ler(StorageKey.atualizouEmail);
  return guardaLogin({
    user,
    url,
    papeis,
    exigeCandidato: opcoes.exigeCandidato,
    identidadeEmail: identidadeGovBr?.email ?? null,
    atualizouEmail: atualizouEmail !== null && atualizouEmail !== 'false',
  });
}

/** atualizar-cadastro: open only while the terms are still to be accepted (spec §4). */
export function guardaTermosPendentes(ctx: { user: UsuarioLogado | null; url?: string }): Decisao {
  if (!ctx.user) {
    return redirecionar(
      comRetorno(Rota.login, ctx.url ?? Rota.atualizarCadastro),
      avisoToast(Mensagem.efetueLoginParaContinuar),
    );
  }
  return ctx.user.aceitouTermo ? redirecionar(Rota.usuarioConta) : permitir();
}
