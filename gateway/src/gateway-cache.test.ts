import { createHash } from 'node:crypto';
import { brotliCompressSync } from 'node:zlib';
import { etagDe } from '@portal/contracts/etag';
import {
  CHUNK_COM_HASH,
  CHUNK_PRE_COMPRIMIDO,
  CONTEUDO_PRE_COMPRIMIDO,
  SCRIPT_EMBUTIDO,
  usarAmbiente,
} from './ambiente-de-teste.js';

const { pedir } = usarAmbiente();

describe('gateway: cache e compressão', () => {
  it.each([
    '/',
    '/config.js',
    '/remotes.json',
    '/remotes/mfe_programas/v1/mf-manifest.json',
    '/remotes/mfe_programas/v1/remoteEntry.js',
  ])('serve %s com no-cache e ETag, e responde 304 quando nada mudou', async (caminho) => {
    const primeira = await pedir(caminho);
    expect(primeira.status).toBe(200);
    expect(primeira.headers.get('cache-control')).toBe('no-cache');
    const etag = primeira.headers.get('etag');
    expect(etag).toBeTruthy();

    const segunda = await pedir(caminho, { 'If-None-Match': etag! });
    expect(segunda.status).toBe(304);
  });

  // One validator of a body for every server (issue 31): the API's public reads carry the same.
  it.each(['/', '/config.js', '/remotes.json'])(
    'dá a %s o ETag do seu corpo, o mesmo que a API daria',
    async (caminho) => {
      const resposta = await pedir(caminho);
      expect(resposta.headers.get('etag')).toBe(etagDe(await resposta.text()));
    },
  );

  // RFC 9110 §13.1.2: "*" matches any current representation. The API's public reads already answered it so.
  it.each(['/config.js', '/remotes.json'])('responde 304 a If-None-Match: * em %s', async (caminho) => {
    expect((await pedir(caminho, { 'If-None-Match': '*' })).status).toBe(304);
  });

  it('deixa chunks com hash de conteúdo imutáveis por um ano', async () => {
    const resposta = await pedir(`/${CHUNK_COM_HASH}`);
    expect(resposta.status).toBe(200);
    expect(resposta.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('comprime JavaScript com brotli ou gzip conforme o navegador aceita', async () => {
    const br = await pedir(`/${CHUNK_COM_HASH}`, { 'Accept-Encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toContain('console.log');
    const gzip = await pedir(`/${CHUNK_COM_HASH}`, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
  });

  it('serve o .br comprimido no build, tal como está, a quem aceita brotli; o original aos outros', async () => {
    const br = await pedir(`/${CHUNK_PRE_COMPRIMIDO}`, { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    // The file's own bytes (its length), not a compression made for this request.
    expect(br.headers.get('content-length')).toBe(String(brotliCompressSync(CONTEUDO_PRE_COMPRIMIDO).length));
    expect(await br.text()).toBe(CONTEUDO_PRE_COMPRIMIDO);
    const identidade = await pedir(`/${CHUNK_PRE_COMPRIMIDO}`, { 'Accept-Encoding': 'identity' });
    expect(identidade.headers.get('content-encoding')).toBeNull();
    expect(await identidade.text()).toBe(CONTEUDO_PRE_COMPRIMIDO);
  });

  it('escreve a configuração de execução em /config.js', async () => {
    const resposta = await pedir('/config.js');
    expect(resposta.headers.get('content-type')).toContain('javascript');
    expect(await resposta.text()).toBe(
      'window.__PORTAL_CONFIG__ = {"apiBaseUrl":"","cepBaseUrl":"http://localhost:4100","oidcAuthority":"http://localhost:4000/","oidcClientId":"portal","analyticsUrl":"/v1/analytics/pageview","vlibrasUrl":"","ambiente":"desenvolvimento"};\n',
    );
  });

  it('envia cabeçalhos de segurança com o IdP e o CEP liberados para conexão e formulários', async () => {
    const resposta = await pedir('/');
    expect(resposta.headers.get('x-content-type-options')).toBe('nosniff');
    expect(resposta.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = resposta.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self' http://localhost:4000 http://localhost:4100");
    expect(csp).toContain("form-action 'self' http://localhost:4000 http://localhost:4100");
    const hash = createHash('sha256').update(SCRIPT_EMBUTIDO).digest('base64');
    expect(csp).toMatch(new RegExp(`script-src 'self'[^;]* 'sha256-${hash.replace(/[+/]/g, '\\$&')}'[ ;]`));
  });

  it('embute a configuração na página composta, com o hash no CSP: um pedido bloqueante a menos antes da pintura', async () => {
    const resposta = await pedir('/');
    const html = await resposta.text();
    const script = await (await pedir('/config.js')).text();
    expect(html).toContain(`<script>${script}</script>`);
    expect(html).not.toContain('src="/config.js"');
    const hash = createHash('sha256').update(script).digest('base64');
    expect(resposta.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
  });
});
