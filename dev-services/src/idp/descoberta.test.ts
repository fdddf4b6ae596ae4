import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startIdp } from './servidor.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'idp-descoberta-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

async function jwks(url: string) {
  return ((await (await fetch(`${url}jwk`)).json()) as { keys: Record<string, string>[] }).keys;
}

describe('descoberta no formato do gov.br', () => {
  it('publica o emissor com barra final, os caminhos do gov.br e só S256', async () => {
    const idp = await startIdp({ port: 0, dataDir });
    try {
      const resposta = await fetch(`${idp.url}.well-known/openid-configuration`, {
        headers: { origin: 'http://localhost:8080' },
      });
      expect(resposta.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
      const doc = (await resposta.json()) as Record<string, unknown>;
      expect(idp.url).toMatch(/^http:\/\/localhost:\d+\/$/);
      expect(doc).toMatchObject({
        issuer: idp.url,
        authorization_endpoint: `${idp.url}authorize`,
        token_endpoint: `${idp.url}token`,
        jwks_uri: `${idp.url}jwk`,
        userinfo_endpoint: `${idp.url}userinfo`,
        end_session_endpoint: `${idp.url}logout`,
        code_challenge_methods_supported: ['S256'],
        response_types_supported: ['code'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
      expect(doc.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'phone']));
      expect(doc.claims_supported).toEqual(
        expect.arrayContaining(['sub', 'name', 'email', 'email_verified', 'phone_number']),
      );
    } finally {
      await idp.close();
    }
  });

  it('usa o emissor informado e só publica chaves públicas RSA', async () => {
    const idp = await startIdp({ port: 0, dataDir, issuer: 'http://localhost:4000/' });
    try {
      expect(idp.url).toBe('http://localhost:4000/');
    } finally {
      await idp.close();
    }
    const local = await startIdp({ port: 0, dataDir });
    try {
      const chaves = await jwks(local.url);
      expect(chaves).toHaveLength(1);
      expect(chaves[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(chaves[0]).not.toHaveProperty('d');
    } finally {
      await local.close();
    }
  });
});

describe('chaves de assinatura', () => {
  it('são geradas na primeira partida e mantidas após reiniciar', async () => {
    const primeiro = await startIdp({ port: 0, dataDir });
    const antes = await jwks(primeiro.url);
    await primeiro.close();
    const arquivo = path.join(dataDir, 'idp', 'jwks.json');
    expect((await stat(arquivo)).mode & 0o077).toBe(0);
    const salvo = JSON.parse(await readFile(arquivo, 'utf8')) as { keys: { kid: string; d?: string }[] };
    expect(salvo.keys[0]?.kid).toBe(antes[0]?.kid);
    expect(salvo.keys[0]?.d).toBeTruthy();
    const segundo = await startIdp({ port: 0, dataDir });
    try {
      expect(await jwks(segundo.url)).toEqual(antes);
    } finally {
      await segundo.close();
    }
  });

  it('gera chaves diferentes em outra pasta de dados', async () => {
    const outraPasta = await mkdtemp(path.join(tmpdir(), 'idp-outra-'));
    const [a, b] = await Promise.all([
      startIdp({ port: 0, dataDir }),
      startIdp({ port: 0, dataDir: outraPasta }),
    ]);
    try {
      expect((await jwks(a.url))[0]?.kid).not.toBe((await jwks(b.url))[0]?.kid);
    } finally {
      await Promise.all([a.close(), b.close(), rm(outraPasta, { recursive: true, force: true })]);
    }
  });
});
