import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { abrirLogin, entrar, idp, iniciarIdp, RETORNO, trocarCodigo } from './fluxo-teste.js';
import { Navegador, novoPkce } from './navegador-teste.js';

iniciarIdp();

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
});
