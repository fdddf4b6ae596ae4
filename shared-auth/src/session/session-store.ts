import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import {
  CHAVES_LIMPAS_AO_REMOVER_TOKEN,
  PREFIXO_DOS_RASCUNHOS,
  lerRespostaAutenticacao,
  StorageKey,
  type AuthenticationResponse,
} from '@portal/contracts';
import { armazenamento, ChaveInterna } from '../storage/armazenamento';
import { limparEscolhasPorChave } from '../escolhas/escolhas-store';
import { apagarDoAparelho, removerComPrefixo } from '../storage/copia-no-aparelho';
import { decodificarUsuario, type UsuarioLogado } from './token';

/** Who gov.br says the citizen is (from its ID token); the shell sets it at gov.br sign-in. */
export interface IdentidadeGovBr {
  email: string | null;
  name: string | null;
}

function identidadeGuardada(): IdentidadeGovBr | null {
  return armazenamento.lerJson<IdentidadeGovBr>(ChaveInterna.identidadeGovBr);
}

function guardarIdentidadeGovBr(identidade: IdentidadeGovBr, accessTokenGov?: string): void {
  armazenamento.gravarJson(ChaveInterna.identidadeGovBr, identidade);
  if (accessTokenGov) armazenamento.gravar(StorageKey.accessTokenGov, accessTokenGov);
}

function esquecerIdentidadeGovBr(): void {
  armazenamento.remover(ChaveInterna.identidadeGovBr);
  armazenamento.remover(StorageKey.accessTokenGov);
}

/**
 * The birth date (the enrolment age checks), atualizouEmail (access check 4) and the form drafts describe one person
 * (spec §3): a sign-in by someone else removes them, even one that followed an expired session with no logout. Their
 * owner is kept beside them; a device from before it had one keeps them only through a refresh. A logout also removes
 * the birth date, which the next check reads again from the record, but keeps the drafts, for a session that expired
 * mid-form, and atualizouEmail, so that the same person is not asked to confirm the data at every sign-in.
 */
const DADOS_DA_PESSOA = [StorageKey.dataNascimento, StorageKey.atualizouEmail] as const;

/**
 * Where oidc-client-ts keeps the gov.br user in the tab (ID token with CPF, name and e-mail; gov.br's token) until
 * gov.br's own sign-out. Another person's sign-in removes it with the gov.br identity and token: kept, they made the
 * login guard compare the newcomer's e-mail with the previous person's and sent the newcomer's sign-out to gov.br's
 * for that person.
 */
const PREFIXO_DO_USUARIO_GOVBR = 'oidc.user:';

/**
 * A gov.br sign-in stores its identity (definirIdentidadeGovBr) before the API opens the session: the sign-in right
 * after it is that person's, even when someone else used the device before. Any later sign-in finds an identity left
 * by someone who never signed out, so the flag lives in memory and every sign-in or renewal spends it.
 */
let identidadeDeQuemEntra = false;

function adotarDadosDaPessoa(user: UsuarioLogado): void {
  const dono = armazenamento.ler(ChaveInterna.donoDosDadosDaPessoa) ?? sessionStore.getState().user?.id;
  if (String(dono) !== String(user.id)) {
    DADOS_DA_PESSOA.forEach((chave) => armazenamento.remover(chave));
    removerComPrefixo(() => window.sessionStorage, PREFIXO_DOS_RASCUNHOS);
    if (!identidadeDeQuemEntra) definirIdentidadeGovBr(null);
  }
  identidadeDeQuemEntra = false;
  armazenamento.gravar(ChaveInterna.donoDosDadosDaPessoa, String(user.id));
}

export interface EstadoSessao {
  user: UsuarioLogado | null;
  token: string | null;
  refreshToken: string | null;
  /** Name and e-mail from the gov.br ID token, compared with the product e-mail by the login guard. */
  identidadeGovBr: IdentidadeGovBr | null;
}

/**
 * The session as storage has it. The gov.br identity comes with it: another tab's sign-in may have set it (gov.br) or
 * removed it (another person), and this tab must not keep comparing with the previous person's.
 */
function sessaoGuardada(): EstadoSessao {
  const token = armazenamento.ler(StorageKey.accessToken);
  return {
    token,
    refreshToken: armazenamento.ler(StorageKey.refreshToken),
    user: token ? decodificarUsuario(token) : null,
    identidadeGovBr: identidadeGuardada(),
  };
}

/** No one signed in: how the portal's server renders every page it prerenders. */
const VISITANTE: EstadoSessao = { user: null, token: null, refreshToken: null, identidadeGovBr: null };

// Created as a visitor, then given the session the browser keeps, at module load so that a reload keeps the user
// signed in. The store's initial state is React's server snapshot (zustand's useStore): while React hydrates a
// prerendered page it renders the visitor the server rendered, then the signed-in user; a stored session as the
// initial state made the first render differ from the server's HTML (React error #418, decision 1605).
export const sessionStore = createStore<EstadoSessao>()(() => VISITANTE);
sessionStore.setState(sessaoGuardada());

/** Stores both tokens and the user they describe; also used after every refresh. */
export function iniciarSessao(tokens: AuthenticationResponse): UsuarioLogado {
  const lidos = lerRespostaAutenticacao(tokens);
  if (!lidos) throw new Error('Resposta de autenticação sem token e refreshToken.');
  const { token, refreshToken } = lidos;
  const user = decodificarUsuario(token);
  if (!user) throw new Error('Token de acesso inválido: não foi possível ler o usuário.');
  armazenamento.gravar(StorageKey.accessToken, token);
  armazenamento.gravar(StorageKey.refreshToken, refreshToken);
  // Another person signing in on this device never finds the previous one's enrolments or personal data (a refresh
  // keeps one's own).
  apagarDoAparelho(user.id);
  adotarDadosDaPessoa(user);
  sessionStore.setState({ token, refreshToken, user });
  return user;
}

/** Removing the token always takes the enrolment choices with it (spec §4, Session). */
export function removerToken(): void {
  armazenamento.remover(StorageKey.accessToken);
  limparEscolhasPorChave(CHAVES_LIMPAS_AO_REMOVER_TOKEN);
  sessionStore.setState({ token: null, user: null });
}

/**
 * Local logout: both tokens, the user, the gov.br identity, the choices tied to the token, the person's birth date
 * and the copies of the citizen's enrolments kept for offline use.
 */
export function encerrarSessao(): void {
  removerToken();
  apagarDoAparelho();
  armazenamento.remover(StorageKey.refreshToken);
  esquecerIdentidadeGovBr();
  armazenamento.remover(StorageKey.dataNascimento);
  sessionStore.setState({ refreshToken: null, identidadeGovBr: null });
}

/** Brings this tab's store in line with storage after another tab changed the tokens. */
export function sincronizarSessaoComArmazenamento(): void {
  const guardada = sessaoGuardada();
  if (guardada.token === null && sessionStore.getState().token !== null)
    limparEscolhasPorChave(CHAVES_LIMPAS_AO_REMOVER_TOKEN);
  sessionStore.setState(guardada);
}

export function useSession<T>(seletor: (estado: EstadoSessao) => T): T {
  return useStore(sessionStore, seletor);
}

/**
 * Called by the shell after a gov.br sign-in, with the ID token's claims and gov.br's access token. With null, the
 * gov.br identity, token, user in this tab and mark go: when the API did not open the session after all (or the next
 * sign-in on this page, someone else's, would keep them), when another person signs in, and when the session expires
 * (renovacao.ts), which never reaches gov.br's sign-out. Not at a sign-out, which reads the user next for gov.br's own.
 */
export function definirIdentidadeGovBr(identidade: IdentidadeGovBr | null, accessTokenGov?: string): void {
  if (identidade) guardarIdentidadeGovBr(identidade, accessTokenGov);
  else {
    esquecerIdentidadeGovBr();
    removerComPrefixo(() => window.sessionStorage, PREFIXO_DO_USUARIO_GOVBR);
  }
  identidadeDeQuemEntra = !!identidade;
  sessionStore.setState({ identidadeGovBr: identidade });
}

/** The signed-in user or null; a stable reference, so it is safe as a React dependency. */
export function useUsuario(): UsuarioLogado | null {
  return useStore(sessionStore, (estado) => estado.user);
}
