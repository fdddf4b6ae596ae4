/**
 * The API sheds load with 503 and `Retry-After` (decision 0165) and the portal's own client waits and asks again.
 * The journeys' setup calls (accounts, sign-ins, enrolments made through the API) must behave the same way: on a busy
 * CI machine a deliberate 503 is not the behaviour under test, and failing the journey on it made the suite flaky.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test';

const METODOS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'fetch'] as const;
// A context already calm is returned as it is: a helper that wraps the journey's (calm) `request` again must not
// multiply the attempts.
const CALMO = Symbol('comCalma');
const TENTATIVAS = 6;
const ESPERA_MAXIMA_MS = 5_000;

/** Milliseconds the answer asks us to wait (seconds in `Retry-After`), bounded so a setup call never hangs a test. */
export function esperaPedida(resposta: APIResponse, tentativa: number): number {
  const segundos = Number(resposta.headers()['retry-after']);
  const pedida = Number.isFinite(segundos) && segundos > 0 ? segundos * 1000 : 250 * 2 ** tentativa;
  return Math.min(pedida, ESPERA_MAXIMA_MS);
}

async function repetirEnquanto503(fazer: () => Promise<APIResponse>): Promise<APIResponse> {
  let resposta = await fazer();
  for (let tentativa = 1; tentativa < TENTATIVAS && resposta.status() === 503; tentativa += 1) {
    await new Promise((pronto) => setTimeout(pronto, esperaPedida(resposta, tentativa)));
    resposta = await fazer();
  }
  return resposta;
}

/** The same request context, whose calls wait and ask again while the API answers its deliberate 503. */
export function comCalma(request: APIRequestContext): APIRequestContext {
  if ((request as unknown as Record<symbol, boolean>)[CALMO]) return request;
  return new Proxy(request, {
    get(alvo, nome, receptor) {
      if (nome === CALMO) return true;
      const valor = Reflect.get(alvo, nome, receptor);
      if (!(METODOS as readonly (string | symbol)[]).includes(nome) || typeof valor !== 'function')
        return valor;
      return (...argumentos: unknown[]) =>
        repetirEnquanto503(() =>
          (valor as (...a: unknown[]) => Promise<APIResponse>).apply(alvo, argumentos),
        );
    },
  });
}
