import { HttpNome, lerRespostaAutenticacao, StorageKey, sessao } from '@portal/contracts';
import { armazenamento } from '../storage/armazenamento';
import {
  definirIdentidadeGovBr,
  encerrarSessao,
  iniciarSessao,
  sessionStore,
  sincronizarSessaoComArmazenamento,
} from '../session/session-store';
import { configuracaoHttp, urlAtual } from './configuracao';
import { Cabecalhos } from './cabecalhos';
import type { ClienteHttp } from './cliente-http';
import { urlCompleta } from './endereco';
import { ehOrigemDaApi } from './origem';
import { ehErroHttp, type ErroHttp, type RespostaHttp } from './tipos';

export const URL_REFRESH = sessao.renovar.caminho;
const NOME_DA_TRAVA = 'portal-refresh';

let renovacaoEmCurso: Promise<string> | null = null;

function ehTokenExpirado(erro: ErroHttp): boolean {
  if (erro.response?.status !== 401) return false;
  // Real answers lower-case header names; Cabecalhos looks them up case-insensitively.
  return Cabecalhos.de(erro.response.headers).has(HttpNome.tokenExpired);
}

function ehChamadaDeRenovacao(url: string | undefined): boolean {
  return Boolean(url?.split('?')[0]?.endsWith(URL_REFRESH));
}

/** Another tab may have refreshed while this one waited for the lock: then its token is used as is. */
async function renovar(http: ClienteHttp, tokenRecusado: string | null): Promise<string> {
  const guardado = armazenamento.ler(StorageKey.accessToken);
  if (guardado && guardado !== tokenRecusado) {
    sincronizarSessaoComArmazenamento();
    return guardado;
  }
  const { user, refreshToken: emMemoria } = sessionStore.getState();
  // Storage wins (another tab may have rotated it); memory covers browsers where storage is blocked.
  const refreshToken = armazenamento.ler(StorageKey.refreshToken) ?? emMemoria;
  if (!user || !refreshToken) throw new Error('Sem refresh token para renovar a sessão.');
  const resposta = await http.post(URL_REFRESH, { id: user.id, refreshToken }, { semRenovacao: true });
  const tokens = lerRespostaAutenticacao(resposta.data);
  if (!tokens) throw new Error('Resposta inesperada ao renovar a sessão.');
  iniciarSessao(tokens);
  return tokens.token;
}

/** Web Locks make the refresh single-flight across tabs too; without them, within this tab only. */
async function comTravaEntreAbas<T>(tarefa: () => Promise<T>): Promise<T> {
  const travas = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return travas ? ((await travas.request(NOME_DA_TRAVA, tarefa)) as T) : tarefa();
}

/** A refused renewal: the session is over without a sign-out, so nothing will take the gov.br user from the tab. */
function expirarSessao(): void {
  const retorno = urlAtual();
  encerrarSessao();
  definirIdentidadeGovBr(null);
  configuracaoHttp.aoExpirarSessao(retorno);
}

/**
 * A refresh that never reached the API, or that a proxy lost (no answer, a 5xx): the session may still be good, and
 * ending it would delete the copies kept for offline use exactly when the connection is gone. Only a refusal ends it.
 */
const naoChegouAApi = (erro: unknown) =>
  ehErroHttp(erro) && (erro.response === undefined || erro.response.status >= 500);

/** Every request that meets an expired token waits on this same promise: one refresh per expiry. */
export function renovarUmaVez(http: ClienteHttp, tokenRecusado: string | null): Promise<string> {
  renovacaoEmCurso ??= comTravaEntreAbas(() => renovar(http, tokenRecusado))
    .catch((erro: unknown) => {
      if (!naoChegouAApi(erro)) expirarSessao();
      throw erro;
    })
    .finally(() => {
      renovacaoEmCurso = null;
    });
  return renovacaoEmCurso;
}

function tokenEnviado(erro: ErroHttp): string | null {
  const cabecalho = Cabecalhos.de(erro.config?.headers).get('Authorization');
  return typeof cabecalho === 'string' ? cabecalho.replace(/^Bearer /, '') : null;
}

/**
 * The response interceptor of `http`: takes the client it serves (rather than importing it) so that the client module
 * and this one do not import each other.
 */
export function criarTratamentoDeFalha(http: ClienteHttp) {
  return async function tratarFalhaDeResposta(erro: unknown): Promise<RespostaHttp> {
    if (!ehErroHttp(erro) || !erro.config || !ehTokenExpirado(erro)) throw erro;
    const config = erro.config;
    if (config.semRenovacao || config.jaRepetida || ehChamadaDeRenovacao(config.url)) throw erro;
    // Another origin's 401 is not the API's: no refresh, and the retry below would hand it the new token.
    if (!ehOrigemDaApi(urlCompleta({ ...config, params: undefined }), config.baseURL)) throw erro;
    let novoToken: string;
    try {
      novoToken = await renovarUmaVez(http, tokenEnviado(erro));
    } catch {
      throw erro;
    }
    const headers = Cabecalhos.de(config.headers).set('Authorization', `Bearer ${novoToken}`);
    return http.request({ ...config, headers, jaRepetida: true });
  };
}
