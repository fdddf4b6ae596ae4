/**
 * Time in the call-up journeys: the API's test clock (moved past a call-up's deadline, then back to real time) and a
 * deadline as the page shows it. Exported from apoio-convocacao.ts too. Not a spec: Playwright runs *.spec.ts only.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { relogioSchema } from '@portal/contracts';
import { comCalma } from '../../testes';
import type { Sessao } from './apoio-inscricao';

/** Moves the API's clock (test-only, loopback) to just past `instante`; the move also runs the expiry sweep. */
export async function passarDoPrazo(
  request: APIRequestContext,
  equipe: Sessao,
  instante: string,
): Promise<void> {
  const agora = relogioSchema.parse(await (await comCalma(request).get('/v1/dev/relogio')).json()).agora;
  const avancarMinutos = Math.ceil((Date.parse(instante) - Date.parse(agora)) / 60_000) + 1;
  const resposta = await comCalma(request).post('/v1/dev/relogio', {
    data: { avancarMinutos },
    headers: equipe.headers,
  });
  expect(resposta.status(), await resposta.text()).toBe(200);
}

/** Back to real time, so the stories after this one run on today's date. */
export async function zerarRelogio(request: APIRequestContext, equipe: Sessao): Promise<void> {
  const resposta = await comCalma(request).post('/v1/dev/relogio', {
    data: { zerar: true },
    headers: equipe.headers,
  });
  expect(resposta.status(), await resposta.text()).toBe(200);
}

/** A deadline as the page shows it: the day it ends in São Paulo. */
export function dataDoPrazo(instante: string): string {
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(instante));
}
