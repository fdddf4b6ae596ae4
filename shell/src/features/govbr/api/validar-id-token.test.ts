import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTVerifyGetKey } from 'jose';
import { validarIdToken } from './validar-id-token';

let chavePrivada: CryptoKey;
let chaves: JWTVerifyGetKey;

beforeAll(async () => {
  const par = await generateKeyPair('RS256');
  chavePrivada = par.privateKey;
  chaves = createLocalJWKSet({ keys: [{ ...(await exportJWK(par.publicKey)), kid: 'k1', alg: 'RS256' }] });
});

function idToken(expiraEmSegundos: number, chave: CryptoKey = chavePrivada) {
  const agora = Math.floor(Date.now() / 1000);
  return new SignJWT({ name: 'Maria Silva', email: 'maria@exemplo.com' })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject('52998224725')
    .setIssuer('https://emissor-qualquer.example/')
    .setAudience('portal')
    .setIssuedAt(agora - 60)
    .setExpirationTime(agora + expiraEmSegundos)
    .sign(chave);
}

describe('validarIdToken', () => {
  it('aceita a assinatura válida e devolve as claims, sem conferir o emissor', async () => {
    const claims = await validarIdToken(await idToken(300), chaves);
    expect(claims).toMatchObject({ sub: '52998224725', name: 'Maria Silva', email: 'maria@exemplo.com' });
  });

  it('aceita um token vencido dentro da tolerância de 600 s', async () => {
    await expect(validarIdToken(await idToken(-500), chaves)).resolves.toBeDefined();
  });

  it('recusa um token vencido além da tolerância', async () => {
    await expect(validarIdToken(await idToken(-700), chaves)).rejects.toMatchObject({
      code: 'ERR_JWT_EXPIRED',
    });
  });

  it('recusa a assinatura de outra chave', async () => {
    const outra = await generateKeyPair('RS256');
    await expect(validarIdToken(await idToken(300, outra.privateKey), chaves)).rejects.toMatchObject({
      code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    });
  });

  it('recusa um algoritmo fora da lista do spec', async () => {
    const ed = await generateKeyPair('EdDSA');
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k2' })
      .setExpirationTime('5m')
      .sign(ed.privateKey);
    const chavesEd = createLocalJWKSet({ keys: [{ ...(await exportJWK(ed.publicKey)), kid: 'k2' }] });
    await expect(validarIdToken(token, chavesEd)).rejects.toMatchObject({ code: 'ERR_JOSE_ALG_NOT_ALLOWED' });
  });

  it('recusa um token sem assinatura', async () => {
    const semAssinatura = `${btoa('{"alg":"none"}')}.${btoa('{"sub":"1"}')}.`;
    await expect(validarIdToken(semAssinatura, chaves)).rejects.toThrow();
  });
});
