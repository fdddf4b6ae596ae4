import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { requisitar } from '../src/testes/cliente.js';
import { criarContexto, type Contexto } from '../src/testes/contexto.js';

const ISSUER = 'http://idp.teste/';
let ctx: Contexto;
let chave: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
/** What the stand-in gov.br token endpoint answers to the next code exchange. */
let proximoIdToken = '';

const govbrFetch = (async (url: string | URL) => {
  const corpo = String(url).endsWith('openid-configuration')
    ? { issuer: ISSUER, token_endpoint: 'http://127.0.0.1:9/token', jwks_uri: 'http://127.0.0.1:9/jwks' }
    : { access_token: 'at', id_token: proximoIdToken, token_type: 'Bearer' };
  return new Response(JSON.stringify(corpo), { headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

beforeAll(async () => {
  const par = await generateKeyPair('RS256', { extractable: true });
  chave = par.privateKey;
  const jwk: JWK = { ...(await exportJWK(par.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  ctx = await criarContexto({
    govbrJwks: createLocalJWKSet({ keys: [jwk] }),
    govbrFetch,
    config: { govbrIssuer: ISSUER },
  });
});
afterAll(() => ctx.fechar());

const agora = () => Math.floor(Date.now() / 1000);
function idToken(
  claims: Record<string, unknown>,
  aud: string | string[] = 'portal',
  iat = agora() - 30,
  exp = agora() + 300,
) {
  return new SignJWT({ sub: '52998224725', name: 'Maria Silva', jti: crypto.randomUUID(), ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(ISSUER)
    .setAudience(aud)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(chave);
}

/** The browser's code exchange through the API's mediator: the answer carries the ID token and binds its nonce. */
async function trocarCodigo(token: string): Promise<string> {
  proximoIdToken = token;
  const r = await ctx.app.inject({
    method: 'POST',
    url: '/v1/usuario/authentication/govbr/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code: 'c',
      code_verifier: 'v'.repeat(43),
    }).toString(),
  });
  expect(r.statusCode).toBe(200);
  const cookie = r.cookies.find((c) => c.name === 'govbr_nonce');
  return cookie ? `govbr_nonce=${cookie.value}` : '';
}

const trocarIdToken = (token: string, cookie = '') =>
  requisitar(ctx.app, 'POST', '/v1/usuario/authentication/govbr', {
    body: { idToken: token },
    headers: cookie ? { cookie } : {},
  });

describe('ID token do gov.br: uso único, azp, iat e nonce da tentativa do navegador', () => {
  it('o navegador que fez a troca do código entra uma vez; o mesmo ID token de novo recebe 401', async () => {
    const token = await idToken({ nonce: 'nonce-da-tentativa-1' });
    const cookie = await trocarCodigo(token);
    expect(cookie).not.toBe('');
    expect((await trocarIdToken(token, cookie)).statusCode).toBe(200);
    const reuso = await trocarIdToken(token, cookie);
    expect(reuso.statusCode).toBe(401);
    expect(reuso.json().message).toBe('Não foi possível validar o seu login gov.br. Entre novamente.');
  });

  it('um ID token levado para outro navegador (sem o vínculo do nonce) é recusado', async () => {
    const token = await idToken({ nonce: 'nonce-da-tentativa-2' });
    await trocarCodigo(token);
    expect((await trocarIdToken(token)).statusCode).toBe(401);
    const outroVinculo = await trocarCodigo(await idToken({ nonce: 'nonce-de-outra-tentativa' }));
    expect((await trocarIdToken(token, outroVinculo)).statusCode).toBe(401);
  });

  it('um ID token sem nonce é recusado', async () => {
    const token = await idToken({});
    expect((await trocarIdToken(token, await trocarCodigo(token))).statusCode).toBe(401);
  });

  it('aud em lista exige azp igual ao cliente', async () => {
    const semAzp = await idToken({ nonce: 'n-aud-1' }, ['portal', 'outro']);
    expect((await trocarIdToken(semAzp, await trocarCodigo(semAzp))).statusCode).toBe(401);
    const azpErrado = await idToken({ nonce: 'n-aud-2', azp: 'outro' }, ['portal', 'outro']);
    expect((await trocarIdToken(azpErrado, await trocarCodigo(azpErrado))).statusCode).toBe(401);
    const comAzp = await idToken({ nonce: 'n-aud-3', azp: 'portal' }, ['portal', 'outro']);
    expect((await trocarIdToken(comAzp, await trocarCodigo(comAzp))).statusCode).toBe(200);
  });

  it('iat no futuro além da tolerância é recusado', async () => {
    const futuro = await idToken({ nonce: 'n-iat' }, 'portal', agora() + 3600);
    expect((await trocarIdToken(futuro, await trocarCodigo(futuro))).statusCode).toBe(401);
  });

  // Issue 27 §5: a token is verified until exp + 600 s; forgotten at exp, the same token opened a second session.
  it('um ID token já vencido, mas na tolerância de 600 s, entra uma vez; o reuso segue recusado (401)', async () => {
    const token = await idToken({ nonce: 'n-tolerancia' }, 'portal', agora() - 900, agora() - 120);
    const cookie = await trocarCodigo(token);
    expect((await trocarIdToken(token, cookie)).statusCode).toBe(200);
    expect((await trocarIdToken(token, cookie)).statusCode).toBe(401);
    const [guardado] = await ctx.db.query<{ restante: number }>(
      'SELECT extract(epoch FROM expira_em - now())::float8 AS restante FROM govbr_token_usado ORDER BY expira_em DESC LIMIT 1',
    );
    expect(guardado!.restante).toBeGreaterThan(400);
  });

  // Issue 27 §5: the cookie bound the nonce only, so any ID token carrying that nonce passed with it.
  it('o cookie do vínculo vale só para o ID token que a mediação viu, não para outro com o mesmo nonce', async () => {
    const visto = await idToken({ nonce: 'n-compartilhado' });
    const outro = await idToken({ nonce: 'n-compartilhado' });
    const cookie = await trocarCodigo(visto);
    expect((await trocarIdToken(outro, cookie)).statusCode).toBe(401);
    expect((await trocarIdToken(visto, cookie)).statusCode).toBe(200);
  });
});
