/**
 * Sessions of the enrolment journeys through the real API: the credentials call, the headers every state-changing
 * call needs, and a browser signed in with such a session. Not a spec: Playwright runs *.spec.ts only.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { HttpNome, authenticationResponseSchema } from '@portal/contracts';
import { idDoToken, SENHA_DEMONSTRACAO } from '..';

export interface Sessao {
  id: number;
  headers: Record<string, string>;
}

/** Bearer plus the double-submit CSRF header the API asks of every state-changing call. */
export async function cabecalhos(request: APIRequestContext, token: string): Promise<Record<string, string>> {
  await request.get('/v1/health');
  const csrf =
    (await request.storageState()).cookies.find((c) => c.name === HttpNome.csrfCookie)?.value ?? '';
  return { Authorization: `Bearer ${token}`, [HttpNome.csrfHeader]: csrf };
}

async function autenticar(request: APIRequestContext, login: string, senha: string) {
  const resposta = await request.post('/v1/usuario/authentication', {
    data: { login, senha },
    headers: await cabecalhos(request, ''),
  });
  expect(resposta.status(), await resposta.text()).toBe(200);
  return authenticationResponseSchema.parse(await resposta.json());
}

export async function entrarNaApi(
  request: APIRequestContext,
  login: string,
  senha = SENHA_DEMONSTRACAO,
): Promise<Sessao> {
  const { token } = await autenticar(request, login, senha);
  return { id: idDoToken(token), headers: await cabecalhos(request, token) };
}

/**
 * Signs the browser in with a session from the credentials call, stored under the spec's keys as the login page
 * does; these stories are about enrolment, and the sign-in pages have their own journeys. The keys are written on
 * `ondeGuardar`: the home by default; a journey about the service worker's first page passes a page without the
 * portal's code, so nothing registers it before that page.
 */
export async function entrarNoNavegador(
  page: Page,
  request: APIRequestContext,
  login: string,
  senha = SENHA_DEMONSTRACAO,
  ondeGuardar = '/home',
): Promise<void> {
  const sessao = await autenticar(request, login, senha);
  await page.goto(ondeGuardar);
  await page.evaluate(({ token, refreshToken }) => {
    localStorage.setItem('access_token', token);
    localStorage.setItem('refresh_token', refreshToken);
  }, sessao);
}
