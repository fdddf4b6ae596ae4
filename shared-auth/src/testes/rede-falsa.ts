import { http } from '../http/cliente-do-portal';
import { ErroHttp, type ConfiguracaoInterna } from '../http/tipos';
import { sessionStore } from '../session/session-store';
import type { UsuarioLogado } from '../session/token';
import { servidorFalso } from './servidor-falso';

/** One canned answer of the fake network edge (status 200 and a null body unless given). */
export interface RespostaFalsa {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/** A request the page under test made, as the API would have received it. */
export interface ChamadaFeita {
  metodo: string;
  url: string;
  /** 'METHOD /path', the key of the route table. */
  chave: string;
  params: Record<string, unknown> | undefined;
  corpo: unknown;
}

export type RotasFalsas = Record<string, RespostaFalsa | ((chamada: ChamadaFeita) => RespostaFalsa)>;

export interface OpcoesRedeFalsa {
  /** The answer to a request no route expects (default: the API's 404). */
  semRota?: RespostaFalsa;
  /** Answer shared-auth's first-visit CSRF cookie GET without listing it (it is not the page's request). */
  ignorarCookieCsrf?: boolean;
}

const NAO_ENCONTRADO: RespostaFalsa = {
  status: 404,
  data: { message: 'Registro não encontrado.', errors: [] },
};
/** shared-auth fetches the CSRF cookie with this GET before a first state-changing request. */
const COOKIE_CSRF = 'GET /v1/health';
const adaptadorOriginal = http.defaults.adapter;

function chamadaDe(config: ConfiguracaoInterna): ChamadaFeita {
  const metodo = (config.method ?? 'get').toUpperCase();
  const url = config.url ?? '';
  return {
    metodo,
    url,
    chave: `${metodo} ${url}`,
    params: config.params as Record<string, unknown> | undefined,
    corpo: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
  };
}

/**
 * Fakes the network at the edge only: the real http client, its interceptors and the API modules run, and the
 * adapter answers 'METHOD /v1/…' from the table, failing the way the client does on an error status.
 * Returns the requests seen, to assert on what was sent.
 */
export function fingirRede(
  rotas: RotasFalsas,
  { semRota = NAO_ENCONTRADO, ignorarCookieCsrf = false }: OpcoesRedeFalsa = {},
) {
  const chamadas: ChamadaFeita[] = [];
  const { adapter } = servidorFalso((config) => {
    const chamada = chamadaDe(config);
    if (ignorarCookieCsrf && chamada.chave === COOKIE_CSRF && !(COOKIE_CSRF in rotas)) return { status: 200 };
    chamadas.push(chamada);
    const definida = rotas[chamada.chave];
    const resposta = (typeof definida === 'function' ? definida(chamada) : definida) ?? semRota;
    return { status: resposta.status ?? 200, data: resposta.data ?? null, headers: resposta.headers };
  });
  http.defaults.adapter = adapter;
  return chamadas;
}

/** The device offline: every request fails as fetch does without a network (ERR_NETWORK, no response). */
export function semRede(): void {
  http.defaults.adapter = (config) => Promise.reject(new ErroHttp('Network Error', 'ERR_NETWORK', config));
}

export function restaurarRede(): void {
  http.defaults.adapter = adaptadorOriginal;
}

/** The signed-in candidate most page tests need. */
export const USUARIO_DE_TESTE: UsuarioLogado = {
  id: 7,
  name: 'Maria Silva',
  email: 'maria@exemplo.com.br',
  role: 'Candidato',
  aceitouTermo: true,
  uf: 'SP',
};

/** Signs `user` in (or out, with null) without a token exchange: pages read the session store. */
export function entrarComo(user: UsuarioLogado | null = USUARIO_DE_TESTE, token = 'token-de-teste'): void {
  sessionStore.setState({ user, token: user ? token : null });
}
