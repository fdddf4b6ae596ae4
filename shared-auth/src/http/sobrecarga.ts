import { Mensagem } from '@portal/contracts';
import { notificar } from '../notificacoes/notificar';
import { Cabecalhos } from './cabecalhos';
import type { ClienteHttp } from './cliente-http';
import { ehErroHttp, type RespostaHttp } from './tipos';

/** Retries after a shed request; past them the API's own calm message reaches the page as any error does. */
export const TENTATIVAS_EM_SOBRECARGA = 3;
const ESPERA_MAXIMA_MS = 30_000;

/** The edges the tests replace: the clock and the dice. */
export const relogioDaSobrecarga = {
  esperar: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  aleatorio: Math.random,
};

/**
 * Exponential backoff from the server's Retry-After, with jitter (between half and one and a half of it) so the
 * thousands of phones shed in the same second do not all come back in the same second (decision 0165).
 */
export function esperaAntesDaTentativa(
  tentativa: number,
  retryAfterSegundos: number,
  aleatorio = Math.random,
): number {
  const base = retryAfterSegundos * 1000 * 2 ** (tentativa - 1);
  return Math.min(ESPERA_MAXIMA_MS, Math.round(base * (0.5 + aleatorio())));
}

function retryAfterDe(resposta: RespostaHttp | undefined): number | null {
  if (resposta?.status !== 503) return null;
  const segundos = Number(Cabecalhos.de(resposta.headers).get('retry-after'));
  return Number.isFinite(segundos) && segundos > 0 ? segundos : null;
}

/**
 * A 503 with Retry-After is the API shedding load before doing anything, so even an enrolment is safe to send again.
 * A 503 without it (a proxy that lost the API mid-request) is not retried: that request may have been done.
 * Takes the client it serves, so that the client module and this one do not import each other.
 */
export function criarRepeticaoEmSobrecarga(http: ClienteHttp) {
  return async function repetirEmSobrecarga(erro: unknown): Promise<RespostaHttp> {
    if (!ehErroHttp(erro) || !erro.config) throw erro;
    const retryAfter = retryAfterDe(erro.response);
    const tentativa = (erro.config.tentativaEmSobrecarga ?? 0) + 1;
    if (retryAfter === null || tentativa > TENTATIVAS_EM_SOBRECARGA) throw erro;
    if (tentativa === 1) notificar.toast(Mensagem.tentandoDeNovo, 'warning');
    await relogioDaSobrecarga.esperar(
      esperaAntesDaTentativa(tentativa, retryAfter, relogioDaSobrecarga.aleatorio),
    );
    return http.request({ ...erro.config, tentativaEmSobrecarga: tentativa });
  };
}
