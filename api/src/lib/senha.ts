import { hash, verify, type Options } from '@node-rs/argon2';

// OWASP password storage cheat sheet: argon2id (Algorithm.Argon2id = 2, a const enum), m=19456 KiB, t=2, p=1.
const OPCOES: Options = {
  algorithm: 2 as Options['algorithm'],
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function gerarHashSenha(senha: string): Promise<string> {
  return hash(senha, OPCOES);
}

export async function senhaConfere(hashGuardado: string | null, senha: string): Promise<boolean> {
  if (!hashGuardado) return false;
  try {
    return await verify(hashGuardado, senha);
  } catch {
    return false;
  }
}

// Verifying against a fixed hash when the account does not exist keeps response time from revealing it.
let hashFicticio: Promise<string> | null = null;
export function hashParaContaInexistente(): Promise<string> {
  hashFicticio ??= gerarHashSenha('conta-inexistente-' + Math.random());
  return hashFicticio;
}
