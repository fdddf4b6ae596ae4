import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { Navegador, novoPkce } from './navegador-teste.js';
import { startIdp, type ServicoIniciado } from './servidor.js';

const RETORNO = 'http://localhost:9999/autenticacao/govbr/retorno';
let idp: ServicoIniciado;
let dataDir: string;

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

function urlAutorizacao(pkce: { challenge: string } | null, extras: Record<string, string> = {}): string {
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

async function abrirLogin(navegador: Navegador, pkce: { challenge: string }) {
  const { resposta, url } = await navegador.seguir(urlAutorizacao(pkce), idp.url);
  const html = await resposta.text();
  const acao = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  return { html, url, acao: new URL(acao, idp.url).toString() };
}

async function entrar(navegador: Navegador, pkce: { challenge: string }, cpf: string, senha: string) {
  const { acao } = await abrirLogin(navegador, pkce);
  return navegador.enviarFormulario(acao, idp.url, { cpf, senha });
}

async function trocarCodigo(code: string, verifier: string) {
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

describe('fluxo de código com PKCE', () => {
  it('mostra a página de entrada em português com campos rotulados', async () => {
    const { html, url } = await abrirLogin(new Navegador(), novoPkce());
    expect(new URL(url).pathname).toMatch(/^\/interacao\/[\w-]+$/);
    expect(html).toContain('<h1>Entrar com gov.br</h1>');
    expect(html).toContain('<label for="cpf">CPF</label>');
    expect(html).toContain('<label for="senha">Senha</label>');
    expect(html).toMatch(/<button type="submit">Entrar<\/button>/);
  });

  it('emite um ID token RS256 com as claims do cidadão, verificável em /jwk', async () => {
    const pkce = novoPkce();
    const { url } = await entrar(new Navegador(), pkce, '529.982.247-25', 'Senha@123');
    const retorno = new URL(url);
    expect(`${retorno.origin}${retorno.pathname}`).toBe(RETORNO);
    expect(retorno.searchParams.get('state')).toBe('estado-1');
    const { status, corpo, cacheControl } = await trocarCodigo(
      retorno.searchParams.get('code') ?? '',
      pkce.verifier,
    );
    expect(status).toBe(200);
    // Token responses are never cached (RFC 6749 §5.1), nor are the refusals.
    expect(cacheControl).toBe('no-store');
    expect((await trocarCodigo('codigo-inexistente', pkce.verifier)).cacheControl).toBe('no-store');
    expect(decodeProtectedHeader(corpo.id_token ?? '').alg).toBe('RS256');
    const jwks = createRemoteJWKSet(new URL(`${idp.url}jwk`));
    const { payload } = await jwtVerify(corpo.id_token ?? '', jwks, { issuer: idp.url, audience: 'portal' });
    expect(payload).toMatchObject({
      sub: '52998224725',
      name: 'Maria Silva',
      email: 'maria.silva@exemplo.com.br',
      email_verified: true,
      phone_number: '+5511987654321',
      phone_number_verified: true,
      nonce: 'nonce-1',
    });
    expect(payload).not.toHaveProperty('social_name');
    const userinfo = await fetch(`${idp.url}userinfo`, {
      headers: { authorization: `Bearer ${corpo.access_token}` },
    });
    expect(await userinfo.json()).toMatchObject({ sub: '52998224725', name: 'Maria Silva' });
  });

  it('a conta de demonstração com nome social leva social_name no ID token; as outras, não', async () => {
    const pkce = novoPkce();
    const { url } = await entrar(new Navegador(), pkce, '715.938.264-19', 'Senha@123');
    const { corpo } = await trocarCodigo(new URL(url).searchParams.get('code') ?? '', pkce.verifier);
    const { payload } = await jwtVerify(corpo.id_token ?? '', createRemoteJWKSet(new URL(`${idp.url}jwk`)));
    expect(payload).toMatchObject({
      sub: '71593826419',
      name: 'Roberto Alves Pereira',
      social_name: 'Renata Alves',
    });
  });

  it('recusa senha errada, mantém o CPF digitado e aceita a senha certa em seguida', async () => {
    const navegador = new Navegador();
    const pkce = novoPkce();
    const { acao } = await abrirLogin(navegador, pkce);
    const { resposta } = await navegador.enviarFormulario(acao, idp.url, {
      cpf: '123.456.789-09',
      senha: 'errada',
    });
    const html = await resposta.text();
    expect(html).toContain('CPF ou senha incorretos.');
    expect(html).toContain('value="123.456.789-09"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('href="#cpf"');
    const { url } = await navegador.enviarFormulario(acao, idp.url, {
      cpf: '123.456.789-09',
      senha: 'Senha@123',
    });
    expect(new URL(url).searchParams.get('code')).toBeTruthy();
  });

  it('recusa CPF desconhecido com a mesma mensagem', async () => {
    const { resposta } = await entrar(new Navegador(), novoPkce(), '000.000.001-91', 'Senha@123');
    expect(await resposta.text()).toContain('CPF ou senha incorretos.');
  });

  it('recusa o pedido sem PKCE e o verificador errado', async () => {
    const { url } = await new Navegador().seguir(urlAutorizacao(null), idp.url);
    expect(new URL(url).searchParams.get('error')).toBe('invalid_request');
    const { url: comPlain } = await new Navegador().seguir(
      urlAutorizacao(null, { code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' }),
      idp.url,
    );
    expect(new URL(comPlain).searchParams.get('error')).toBe('invalid_request');
    const { url: retorno } = await entrar(new Navegador(), novoPkce(), '52998224725', 'Senha@123');
    const { status, corpo } = await trocarCodigo(
      new URL(retorno).searchParams.get('code') ?? '',
      novoPkce().verifier,
    );
    expect(status).toBe(400);
    expect(corpo.error).toBe('invalid_grant');
  });

  it('não aceita o segredo errado do cliente', async () => {
    const pkce = novoPkce();
    const { url } = await entrar(new Navegador(), pkce, '52998224725', 'Senha@123');
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code: new URL(url).searchParams.get('code') ?? '',
      redirect_uri: RETORNO,
      code_verifier: pkce.verifier,
      client_id: 'portal',
      client_secret: 'outro',
    });
    expect((await fetch(`${idp.url}token`, { method: 'POST', body })).status).toBe(401);
  });
});
