/**
 * The local PostgreSQL server used by the API's second test run (127.0.0.1:5432, trust auth, user postgres).
 * Started with the Debian cluster tools when it is not answering; the API harness makes its own throw-away database.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

export const URL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const TENTATIVAS = 30;

const respondendo = () =>
  spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432'], { stdio: 'ignore' }).status === 0;

export async function garantirPostgres() {
  if (respondendo()) return;
  const versoes = readdirSync('/etc/postgresql');
  if (versoes.length === 0) throw new Error('PostgreSQL não está instalado (/etc/postgresql vazio).');
  console.log(`PostgreSQL parado; iniciando o cluster ${versoes[0]}/main…`);
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', versoes[0], 'main', 'start'], {
    stdio: 'inherit',
  });
  for (let tentativa = 0; tentativa < TENTATIVAS; tentativa += 1) {
    if (respondendo()) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('O PostgreSQL foi iniciado mas não respondeu em 127.0.0.1:5432.');
}
