import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { requisitar } from '../src/testes/cliente.js';
import { iniciarIdpLocal, type IdpLocal } from '../src/testes/idp-local.js';
import { gerarChaves, idToken, naTentativa } from '../src/testes/govbr.js';

/** gov.br through a local IdP: the keys found by discovery, and the code exchange the API mediates. */
let troca: Contexto;
let idp: IdpLocal;

beforeAll(async () => {
  const { jwkPublica } = await gerarChaves();
  idp = await iniciarIdpLocal({ keys: [jwkPublica] });
  // An app for the code exchange, pointed at the local IdP's discovery document.
  troca = await criarContexto({ config: { govbrIssuer: idp.issuer } });
});
afterAll(async () => {
  await troca.fechar();
  await idp.fechar();
});

describe('chaves do gov.br pela descoberta', () => {
  it('sem JWKS injetado, busca jwks_uri na descoberta do emissor e valida o token', async () => {
    const token = await idToken({ sub: '52998224725' }, { iss: idp.issuer });
    const r = await requisitar(troca.app, 'POST', '/v1/usuario/authentication/govbr', {
      body: { idToken: token },
      headers: naTentativa(troca, token),
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
