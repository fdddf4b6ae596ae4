import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gerarHashSenha } from '../../lib/senha.js';
import type { Executor } from '../types.js';
import { CONTAS_DO_CICLO } from './ciclo-da-inscricao.js';
import { CONTAS_DEMO } from './usuarios.js';

/** Every account the demo seed writes, by e-mail and by CPF (both sign in with the published password). */
const EMAILS = [...CONTAS_DEMO.map((c) => c.email), ...CONTAS_DO_CICLO.map((c) => c.email)];
const CPFS = CONTAS_DEMO.map((c) => c.cpf);

/** How many of the demo accounts this database holds (production refuses to start on any: their password is public). */
export async function contasDeDemonstracaoNoBanco(db: Executor): Promise<number> {
  const [linha] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM usuario WHERE email = ANY($1::text[]) OR cpf = ANY($2::text[])',
    [EMAILS, CPFS],
  );
  return linha?.n ?? 0;
}

/** 24 random characters plus one of each class, so any password policy takes it; new at every start. */
export function gerarSenhaDeTeste(): string {
  return `${randomBytes(18).toString('base64url')}aA1!`;
}

/** Staging: the test accounts (the demo accounts' rows) take this start's password; returns their e-mails. */
export async function trocarSenhaDasContasDeTeste(db: Executor, senha: string): Promise<string[]> {
  const linhas = await db.query<{ email: string }>(
    'UPDATE usuario SET senha_hash = $1 WHERE email = ANY($2::text[]) OR cpf = ANY($3::text[]) RETURNING email',
    [await gerarHashSenha(senha), EMAILS, CPFS],
  );
  return linhas.map((l) => l.email).sort();
}

/** The password a previous start of this staging run wrote, or null when there is no readable file. */
export async function senhaDoArquivoDasContasDeTeste(arquivo: string): Promise<string | null> {
  try {
    const { senha } = JSON.parse(await readFile(arquivo, 'utf8')) as { senha?: unknown };
    return typeof senha === 'string' && senha.length >= 24 ? senha : null;
  } catch {
    return null;
  }
}

/** For the test runner only: written whole (rename) with mode 0600, never logged. */
export async function escreverArquivoDasContasDeTeste(
  arquivo: string,
  conteudo: { senha: string; contas: string[] },
): Promise<void> {
  await mkdir(path.dirname(arquivo), { recursive: true });
  const temporario = `${arquivo}.${process.pid}.tmp`;
  await writeFile(temporario, `${JSON.stringify(conteudo, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporario, 0o600);
  await rename(temporario, arquivo);
}
