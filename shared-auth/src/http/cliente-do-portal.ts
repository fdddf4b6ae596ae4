import { HttpNome, saude } from '@portal/contracts';
import { sessionStore } from '../session/session-store';
import { ehMesmaOrigem, ehOrigemDaApi, lerCookie, precisaDeCsrf, tokenCsrfPara } from './origem';
import { criarTratamentoDeFalha, renovarUmaVez } from './renovacao';
import { criarRepeticaoEmSobrecarga } from './sobrecarga';
import { configuracaoHttp, irParaLoginComAviso, type OpcoesHttp } from './configuracao';
import { criarClienteHttp } from './cliente-http';
import { urlCompleta as urlDe } from './endereco';
import type { ConfiguracaoInterna } from './tipos';

/**
 * The one HTTP client of the portal (federated singleton, so one set of interceptors for every app). Over `fetch`
 * rather than axios: it is on every page's first load, and axios was 21 KiB gzip of it (decision 0816).
 */
export const http = criarClienteHttp();

function urlCompleta(config: ConfiguracaoInterna): string {
  return urlDe({ ...config, params: undefined });
}

/** Any API answer sets the CSRF cookie; a first visit has none yet, so one cheap GET fetches it (single flight). */
const URL_PRIMEIRO_COOKIE_CSRF = saude.health.caminho;
let cookieCsrfEmCurso: Promise<unknown> | null = null;

async function garantirCookieCsrf(config: ConfiguracaoInterna): Promise<void> {
  if (lerCookie(HttpNome.csrfCookie)) return;
  cookieCsrfEmCurso ??= http
    .get(URL_PRIMEIRO_COOKIE_CSRF, { adapter: config.adapter, semRenovacao: true })
    .catch(() => undefined)
    .finally(() => (cookieCsrfEmCurso = null));
  await cookieCsrfEmCurso;
}

async function adicionarCabecalhos(config: ConfiguracaoInterna): Promise<ConfiguracaoInterna> {
  const url = urlCompleta(config);
  const token = sessionStore.getState().token;
  if (token && !config.anonima && !config.headers.has('Authorization') && ehOrigemDaApi(url, config.baseURL))
    config.headers.set('Authorization', `Bearer ${token}`);
  if (tokenCsrfPara(config.method, url) === null && precisaDeCsrf(config.method, url))
    await garantirCookieCsrf(config);
  const csrf = tokenCsrfPara(config.method, url);
  if (csrf) config.headers.set(HttpNome.csrfHeader, csrf);
  config.withCredentials = ehMesmaOrigem(url);
  return config;
}

http.interceptors.request.use(adicionarCabecalhos);
http.interceptors.response.use(undefined, criarTratamentoDeFalha(http));
// After the refresh handler: a shed request is sent again with whatever token the session holds by then.
http.interceptors.response.use(undefined, criarRepeticaoEmSobrecarga(http));

/**
 * A renewal now, for a signed-in user whose token's claims changed before it expired (the name, after the account is
 * edited): the current token counts as refused, so the API is asked, within the single flight and lock of every
 * renewal; as with those, a refusal ends the session and a renewal that never reached the API keeps it.
 */
export const renovarSessao = (): Promise<string> => renovarUmaVez(http, sessionStore.getState().token);

/** Called once by each host at boot with the run-time configuration (see each app's config/env.ts). */
export function configurarHttp(opcoes: OpcoesHttp): void {
  http.defaults.baseURL = opcoes.baseURL;
  configuracaoHttp.aoExpirarSessao = opcoes.aoExpirarSessao ?? irParaLoginComAviso;
}
