import type { UserManager } from 'oidc-client-ts';
import type { JWTVerifyGetKey } from 'jose';
import {
  authenticationResponseSchema,
  Rota,
  govbr,
  type AuthenticationResponse,
  type GovBrExchangeRequest,
} from '@portal/contracts';
import { definirIdentidadeGovBr, http, iniciarSessao } from '@portal/shared-auth';
import { chavesRemotas, validarIdToken } from './validar-id-token';
import { marcarEntradaGovBrSemSaida } from '../entrada-govbr-sem-saida';
import { RotaShell } from '../../../config/caminhos';

export const CAMINHO_TROCA_ID_TOKEN = govbr.autenticar.caminho;
export const CAMINHO_USUARIO_GOVBR = govbr.dados.caminho;

/** The gov.br answer carried no ID token: the sign-in cannot go on. */
export class RespostaGovBrSemIdToken extends Error {
  constructor() {
    super('O gov.br não devolveu o token de identidade.');
  }
}

/**
 * Finishes a gov.br sign-in on the callback page and returns where to go next:
 * code exchange (through the API's mediator) → ID token signature check → gov.br identity and access token kept →
 * ID token exchanged at the API for the product session → gov.br user fetched and logged (spec §7).
 */
export async function concluirEntradaGovBr(
  gerenciador: UserManager,
  url: string,
  chaves?: JWTVerifyGetKey,
): Promise<string> {
  // Back from gov.br with a code: the provider's session is open in this browser, whatever happens next here.
  marcarEntradaGovBrSemSaida();
  const usuarioGovBr = await gerenciador.signinCallback(url);
  let identidadeGuardada = false;
  let sessao: AuthenticationResponse;
  try {
    if (!usuarioGovBr?.id_token) throw new RespostaGovBrSemIdToken();
    const idToken = usuarioGovBr.id_token;
    const chavesDoIdp = chaves ?? chavesRemotas(await gerenciador.metadataService.getKeysEndpoint(false));
    const claims = await validarIdToken(idToken, chavesDoIdp);

    definirIdentidadeGovBr(
      { email: claims.email ?? null, name: claims.name ?? null },
      usuarioGovBr.access_token,
    );
    identidadeGuardada = true;
    const corpo: GovBrExchangeRequest = { idToken };
    const { data } = await http.post(CAMINHO_TROCA_ID_TOKEN, corpo);
    sessao = authenticationResponseSchema.parse(data);
    iniciarSessao(sessao);
  } catch (erro) {
    // No session was opened (issue 30 item 3): what this attempt left goes, or the next sign-in on this page, someone
    // else's with a password, would keep its gov.br identity, token and user (the ID token, with the CPF, in the tab).
    if (identidadeGuardada) definirIdentidadeGovBr(null);
    await gerenciador.removeUser().catch(() => undefined);
    throw erro;
  }
  await registrarUsuarioGovBr();
  // This sign-in took back an account someone had registered with the CPF (issue 27 §1): the account page tells the
  // owner what happened and what to check, before anything else.
  if (sessao.contaRetomada) return Rota.usuarioConta;
  return destinoDeRetorno(usuarioGovBr.state);
}

/** The spec only logs this answer; a failure here must not undo a sign-in that already succeeded. */
async function registrarUsuarioGovBr(): Promise<void> {
  try {
    const { data } = await http.get(CAMINHO_USUARIO_GOVBR);
    console.info('[portal] usuário gov.br', data);
  } catch (erro) {
    console.warn('[portal] não foi possível obter o usuário gov.br', erro);
  }
}

/**
 * Where to go after signing in: the returnUrl kept in the OIDC state, only if it is a path of this portal
 * ("/x", not "//host" nor "https://..."), so a crafted link cannot send the citizen to another site.
 */
export function destinoDeRetorno(estado: unknown): string {
  const returnUrl = (estado as { returnUrl?: unknown } | null | undefined)?.returnUrl;
  if (typeof returnUrl !== 'string') return RotaShell.home;
  const ehCaminhoLocal =
    returnUrl.startsWith('/') && !returnUrl.startsWith('//') && !returnUrl.startsWith('/\\');
  return ehCaminhoLocal ? returnUrl : RotaShell.home;
}
