import { createLocalJWKSet, exportJWK, exportSPKI, generateKeyPair, SignJWT, type JWK } from 'jose';
import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { requisitar } from '../src/testes/cliente.js';
import { iniciarIdpLocal, type IdpLocal } from '../src/testes/idp-local.js';
import { cabecalhoDeVinculo } from '../src/routes/v1/usuario/vinculo-govbr.js';

const ISSUER = 'http://idp.teste/';
let ctx: Contexto;
type ChavePrivada = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let chave: ChavePrivada;
let jwkPublica: JWK;
let pemPublica: string;
let idp: IdpLocal;

beforeAll(async () => {
  const par = await generateKeyPair('RS256', { extractable: true });
  chave = par.privateKey;
  jwkPublica = { ...(await exportJWK(par.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  pemPublica = await exportSPKI(par.publicKey);
  idp = await iniciarIdpLocal({ keys: [jwkPublica] });
  ctx = await criarContexto({
    govbrJwks: createLocalJWKSet({ keys: [jwkPublica] }),
    config: { govbrIssuer: ISSUER },
  });
  // A second app for the code exchange, pointed at the local IdP's discovery document.
  troca = await criarContexto({ config: { govbrIssuer: idp.issuer } });
});
let troca: Contexto;
afterAll(async () => {
  await ctx.fechar();
  await troca.fechar();
  await idp.fechar();
});

function idToken(
  claims: Record<string, unknown>,
  opcoes: { iss?: string; aud?: string; exp?: number; key?: ChavePrivada } = {},
) {
  const agora = Math.floor(Date.now() / 1000);
  const unico = { nonce: NONCE, jti: crypto.randomUUID() };
  return new SignJWT({
    name: 'Cidadã Teste',
    email: 'cidada@exemplo.com.br',
    email_verified: true,
    ...unico,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(opcoes.iss ?? ISSUER)
    .setAudience(opcoes.aud ?? 'portal')
    .setIssuedAt(agora - 60)
    .setExpirationTime(opcoes.exp ?? agora + 300)
    .sign(opcoes.key ?? chave);
}

// The browser's sign-in attempt: its nonce was bound by the mediator's cookie (test/govbr-token-de-uso-unico.test.ts).
const NONCE = 'nonce-da-tentativa';
const naTentativa = (contexto: Contexto) => ({ cookie: cabecalhoDeVinculo(contexto.app, NONCE) });
const trocar = (token: string) =>
  requisitar(ctx.app, 'POST', '/v1/usuario/authentication/govbr', {
    body: { idToken: token },
    headers: naTentativa(ctx),
  });
const claimsDe = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

describe('POST /v1/usuario/authentication/govbr', () => {
  it('vincula pelo CPF (sub) a um usuário existente', async () => {
    const r = await trocar(await idToken({ sub: '52998224725', uf: 'SP' }));
    expect(r.statusCode).toBe(200);
    expect(claimsDe(r.json().token)).toMatchObject({ name: 'Maria Silva', role: 'Candidato' });
    const dados = await requisitar(ctx.app, 'GET', '/v1/usuario/GetUsuarioGovBR', { token: r.json().token });
    expect(dados.json()).toMatchObject({ sub: '52998224725', cpf: '52998224725', email_verified: true });
  });

  it('cria um Candidato a partir das claims quando o CPF é novo', async () => {
    const r = await trocar(await idToken({ sub: '71428793860', uf: 'RJ', email_verified: false }));
    expect(r.statusCode).toBe(200);
    expect(claimsDe(r.json().token)).toMatchObject({
      name: 'Cidadã Teste',
      email: 'cidada@exemplo.com.br',
      aceitouTermo: false,
      uf: 'RJ',
    });
    const [u] = await ctx.db.query<{ email_confirmado: boolean; senha_hash: string | null }>(
      "SELECT email_confirmado, senha_hash FROM usuario WHERE cpf = '71428793860'",
    );
    expect(u).toEqual({ email_confirmado: false, senha_hash: null });
  });

  it('com social_name, o token do portal traz o nome social (Decreto 8.727/2016); sem ele, nada', async () => {
    const r = await trocar(
      await idToken({
        sub: '71593826419',
        name: 'Roberto Alves Pereira',
        email: 'renata.alves@exemplo.com.br',
        social_name: ' Renata Alves ',
      }),
    );
    expect(r.statusCode).toBe(200);
    expect(claimsDe(r.json().token)).toMatchObject({
      name: 'Roberto Alves Pereira',
      nomeSocial: 'Renata Alves',
    });
    const [u] = await ctx.db.query<{ nome: string }>("SELECT nome FROM usuario WHERE cpf = '71593826419'");
    expect(u?.nome).toBe('Roberto Alves Pereira');
    const semNome = await trocar(await idToken({ sub: '52998224725' }));
    expect(claimsDe(semNome.json().token).nomeSocial).toBeNull();
  });

  it('aceita um token vencido há menos de 600 s (tolerância)', async () => {
    const exp = Math.floor(Date.now() / 1000) - 500;
    expect((await trocar(await idToken({ sub: '52998224725' }, { exp }))).statusCode).toBe(200);
  });

  it('recusa com 401: outra chave, alg none, HS256 com a chave pública, vencido há mais de 600 s, issuer ou audience errados', async () => {
    const outra = (await generateKeyPair('RS256')).privateKey;
    const agora = Math.floor(Date.now() / 1000);
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const payload = { sub: '52998224725', iss: ISSUER, aud: 'portal', iat: agora, exp: agora + 300 };
    const semAssinatura = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
    const hsComPublica = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .sign(new TextEncoder().encode(pemPublica));
    const recusados = [
      await idToken({ sub: '52998224725' }, { key: outra }),
      semAssinatura,
      hsComPublica,
      await idToken({ sub: '52998224725' }, { exp: agora - 700 }),
      await idToken({ sub: '52998224725' }, { iss: 'http://outro.idp/' }),
      await idToken({ sub: '52998224725' }, { aud: 'outro-cliente' }),
      'nem-e-um-jwt',
    ];
    for (const token of recusados) {
      const r = await trocar(token);
      expect([r.statusCode, r.json().message]).toEqual([
        401,
        'Não foi possível validar o seu login gov.br. Entre novamente.',
      ]);
    }
  });

  it('GetUsuarioGovBR responde 404 para quem nunca entrou pelo gov.br', async () => {
    const login = await requisitar(ctx.app, 'POST', '/v1/usuario/authentication', {
      body: { login: 'joao.souza@exemplo.com.br', senha: 'Senha@123' },
    });
    const r = await requisitar(ctx.app, 'GET', '/v1/usuario/GetUsuarioGovBR', { token: login.json().token });
    expect(r.statusCode).toBe(404);
  });
});

describe('chaves do gov.br pela descoberta', () => {
  it('sem JWKS injetado, busca jwks_uri na descoberta do emissor e valida o token', async () => {
    const r = await requisitar(troca.app, 'POST', '/v1/usuario/authentication/govbr', {
      body: { idToken: await idToken({ sub: '52998224725' }, { iss: idp.issuer }) },
      headers: naTentativa(troca),
    });
    expect(r.statusCode).toBe(200);
    const errado = await requisitar(troca.app, 'POST', '/v1/usuario/authentication/govbr', {
      body: { idToken: await idToken({ sub: '52998224725' }) },
    });
    expect(errado.statusCode).toBe(401);
  });
});

describe('POST /v1/usuario/authentication/govbr/token (mediação do código)', () => {
  const form = (code: string) =>
    new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://localhost:8080/usuario/login',
      code_verifier: 'v'.repeat(43),
      client_id: 'portal',
    }).toString();

  it('repassa ao IdP com o client_secret, sem exigir CSRF, e devolve o JSON e o status do IdP', async () => {
    idp.pedidos.length = 0;
    const r = await troca.app.inject({
      method: 'POST',
      url: '/v1/usuario/authentication/govbr/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form('codigo-bom'),
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ access_token: 'at', id_token: 'it', token_type: 'Bearer' });
    expect(idp.pedidos[0]?.get('client_secret')).toBe('segredo-local-portal');
    expect(idp.pedidos[0]?.get('code_verifier')).toBe('v'.repeat(43));
    const ruim = await troca.app.inject({
      method: 'POST',
      url: '/v1/usuario/authentication/govbr/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form('codigo-ruim'),
    });
    expect([ruim.statusCode, ruim.json()]).toEqual([400, { error: 'invalid_grant' }]);
  });
});
