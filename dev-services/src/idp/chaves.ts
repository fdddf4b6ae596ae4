/**
 * The provider's RS256 signing keys. They are generated once and kept in `<data>/idp/jwks.json`, so ID tokens issued
 * before a restart still verify against /jwk afterwards (the shell and the API cache the JWKS).
 */
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { JWK } from 'oidc-provider';

export interface ConjuntoChaves {
  keys: JWK[];
}

function novaChaveRsa(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' } as JWK;
}

function conjuntoValido(valor: unknown): valor is ConjuntoChaves {
  const keys = (valor as ConjuntoChaves | null)?.keys;
  return (
    Array.isArray(keys) && keys.length > 0 && keys.every((k) => k.kty === 'RSA' && typeof k.d === 'string')
  );
}

async function lerConjunto(arquivo: string): Promise<ConjuntoChaves | undefined> {
  try {
    const conteudo: unknown = JSON.parse(await readFile(arquivo, 'utf8'));
    if (conjuntoValido(conteudo)) return conteudo;
    throw new Error(`${arquivo} não contém chaves RSA privadas válidas; apague-o para gerar outras.`);
  } catch (erro) {
    if ((erro as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw erro;
  }
}

export async function carregarOuCriarChaves(dataDir: string): Promise<ConjuntoChaves> {
  const arquivo = path.join(dataDir, 'idp', 'jwks.json');
  const existente = await lerConjunto(arquivo);
  if (existente) return existente;
  const conjunto = { keys: [novaChaveRsa()] };
  await mkdir(path.dirname(arquivo), { recursive: true });
  // Private keys: readable by the owner only.
  await writeFile(arquivo, JSON.stringify(conjunto, null, 2), { mode: 0o600 });
  return conjunto;
}

/**
 * Keys that sign the provider's cookies (its session and interaction cookies). Random at each start, they would make
 * every cookie unreadable after a restart — everybody signed out — so they are kept beside the signing keys.
 */
export async function carregarOuCriarChavesDeCookie(dataDir: string): Promise<string[]> {
  const arquivo = path.join(dataDir, 'idp', 'cookies.json');
  try {
    const chaves: unknown = JSON.parse(await readFile(arquivo, 'utf8'));
    if (Array.isArray(chaves) && chaves.length > 0 && chaves.every((c) => typeof c === 'string'))
      return chaves;
  } catch (erro) {
    if ((erro as NodeJS.ErrnoException).code !== 'ENOENT') throw erro;
  }
  const chaves = [randomBytes(32).toString('base64url')];
  await mkdir(path.dirname(arquivo), { recursive: true });
  try {
    await writeFile(arquivo, JSON.stringify(chaves), { mode: 0o600, flag: 'wx' });
    return chaves;
  } catch (erro) {
    if ((erro as NodeJS.ErrnoException).code !== 'EEXIST') throw erro;
    return JSON.parse(await readFile(arquivo, 'utf8')) as string[];
  }
}
