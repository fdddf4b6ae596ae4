/**
 * The engines staging runs, from maintained packages, installed when missing (issue 29 §3): nginx and PgBouncer from
 * Debian's packages (apt-get), PostgreSQL's server binaries from the machine (Debian's postgresql package), and Node 24,
 * the images' runtime, from the npm registry's `node` package into staging's own folder (the machine's Node stays for
 * the development tools).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const VERSAO_DO_NODE = '24';

const existe = (comando) =>
  spawnSync('sh', ['-c', `command -v ${comando}`], { stdio: 'ignore' }).status === 0;

function instalarComApt(pacotes) {
  const faltam = pacotes.filter(({ binario }) => !existsSync(binario)).map(({ pacote }) => pacote);
  if (faltam.length === 0) return;
  if (!existe('apt-get'))
    throw new Error(`Faltam ${faltam.join(', ')} e não há apt-get: instale-os com o gerenciador do sistema.`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  console.log(`Instalando ${faltam.join(', ')} (apt-get)…`);
  const ambiente = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const rodar = (argumentos) =>
    spawnSync(
      sudo[0] ?? argumentos[0],
      [...sudo.slice(1), ...(sudo.length ? argumentos : argumentos.slice(1))],
      {
        stdio: 'inherit',
        env: ambiente,
      },
    ).status;
  // A fresh machine may have empty package lists: update once and try again.
  if (rodar(['apt-get', 'install', '-y', '--no-install-recommends', ...faltam]) !== 0) {
    rodar(['apt-get', 'update']);
    if (rodar(['apt-get', 'install', '-y', '--no-install-recommends', ...faltam]) !== 0)
      throw new Error(`apt-get não instalou ${faltam.join(', ')}.`);
  }
}

/** The newest PostgreSQL server installed by Debian's packages (/usr/lib/postgresql/<versão>/bin). */
function binariosDoPostgres() {
  const raiz = '/usr/lib/postgresql';
  const versoes = existsSync(raiz)
    ? readdirSync(raiz)
        .filter((v) => existsSync(path.join(raiz, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versoes.length === 0) {
    instalarComApt([{ pacote: 'postgresql', binario: '/usr/lib/postgresql/.nenhum' }]);
    return binariosDoPostgres();
  }
  return path.join(raiz, versoes[0], 'bin');
}

/** Node 24 from the npm registry (`node@24`), kept in the staging folder; its binary, installed once. */
function garantirNode(pasta) {
  const binario = path.join(pasta, 'node_modules', 'node', 'bin', 'node');
  const versao = () => spawnSync(binario, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
  if (existsSync(binario) && versao().startsWith(`v${VERSAO_DO_NODE}.`)) return binario;
  console.log(`Instalando Node ${VERSAO_DO_NODE} (npm: node@${VERSAO_DO_NODE}) em ${pasta}…`);
  mkdirSync(pasta, { recursive: true });
  // A package.json of its own: otherwise npm would climb to the workspace's and read pnpm's catalog: ranges.
  writeFileSync(
    path.join(pasta, 'package.json'),
    `${JSON.stringify({ name: 'node-da-homologacao', private: true }, null, 2)}\n`,
  );
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', `node@${VERSAO_DO_NODE}`], {
    cwd: pasta,
    stdio: 'inherit',
  });
  if (!versao().startsWith(`v${VERSAO_DO_NODE}.`))
    throw new Error(`O pacote node@${VERSAO_DO_NODE} não trouxe um Node ${VERSAO_DO_NODE} (${binario}).`);
  return binario;
}

export function garantirMotores(topologia) {
  instalarComApt([
    { pacote: 'nginx', binario: '/usr/sbin/nginx' },
    { pacote: 'pgbouncer', binario: '/usr/sbin/pgbouncer' },
  ]);
  const bin = binariosDoPostgres();
  return {
    nginx: '/usr/sbin/nginx',
    pgbouncer: '/usr/sbin/pgbouncer',
    postgres: path.join(bin, 'postgres'),
    initdb: path.join(bin, 'initdb'),
    pgBasebackup: path.join(bin, 'pg_basebackup'),
    psql: path.join(bin, 'psql'),
    pgIsready: path.join(bin, 'pg_isready'),
    node: garantirNode(topologia.pastas.node),
  };
}

/**
 * PostgreSQL and PgBouncer refuse to run as root: when staging runs as root (a container, this machine), the database
 * engines run as the `postgres` user Debian's package created, and own their folders.
 */
export function usuarioDosBancos() {
  if (process.getuid?.() !== 0) return null;
  const id = (opcao) => Number(execFileSync('id', [opcao, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}
