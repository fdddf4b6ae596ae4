/**
 * Test helper: the provider of the code-flow tests, started once per test file, and the portal's side of the flow
 * (authorization URL, sign-in form, code exchange) driven with `Navegador`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Navegador } from './navegador-teste.js';
import { startIdp, type ServicoIniciado } from './servidor.js';

export const RETORNO = 'http://localhost:9999/autenticacao/govbr/retorno';
export let idp: ServicoIniciado;
let dataDir: string;

/** Starts the provider before the file's tests, on a free port and a fresh data folder; closes and removes both after. */
export function iniciarIdp(): void {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'idp-fluxo-'));
    idp = await startIdp({
      port: 0,
      dataDir,
      redirectUris: [RETORNO],
      postLogoutRedirectUris: ['http://localhost:9999/home'],
    });
  });
  afterAll(async () => {
    await idp.close();
    await rm(dataDir, { recursive: true, force: true });
  });
}

export function urlAutorizacao(
  pkce: { challenge: string } | null,
  extras: Record<string, string> = {},
): string {
  const params = new URLSearchParams({
    client_id: 'portal',
    response_type: 'code',
    scope: 'openid profile email phone',
    redirect_uri: RETORNO,
    state: 'estado-1',
    nonce: 'nonce-1',
    ...(pkce ? { code_challenge: pkce.challenge, code_challenge_method: 'S256' } : {}),
    ...extras,
  });
  return `${idp.url}authorize?${params}`;
}

export async function abrirLogin(navegador: Navegador, pkce: { challenge: string }) {
  const { resposta, url } = await navegador.seguir(urlAutorizacao(pkce), idp.url);
  const html = await resposta.text();
  const acao = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  return { html, url, acao: new URL(acao, idp.url).toString() };
}

export async function entrar(navegador: Navegador, pkce: { challenge: string }, cpf: string, senha: string) {
  const { acao } = await abrirLogin(navegador, pkce);
  return navegador.enviarFormulario(acao, idp.url, { cpf, senha });
}

export async function trocarCodigo(code: string, verifier: string) {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: RETORNO,
    code_verifier: verifier,
    client_id: 'portal',
    client_secret: 'segredo-local-portal',
  });
  const resposta = await fetch(`${idp.url}token`, { method: 'POST', body });
  const cacheControl = resposta.headers.get('cache-control');
  return { status: resposta.status, corpo: (await resposta.json()) as Record<string, string>, cacheControl };
}
