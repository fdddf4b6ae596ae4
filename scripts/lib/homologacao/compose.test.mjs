/**
 * deploy/compose.yaml cannot be run on this machine (no Compose, no Docker Hub): what can drift from `pnpm staging` is
 * checked here instead (issue 29 §5). Both read the same nginx and PgBouncer templates: every placeholder of each has a
 * value in the compose file, and the compose file runs the same parts under the same names as staging.
 */
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { RAIZ } from '../caminhos.mjs';
import { PARTES } from './topologia.mjs';

const compose = readFileSync(path.join(RAIZ, 'deploy/compose.yaml'), 'utf8');
const marcadores = (arquivo) =>
  new Set(
    [...readFileSync(path.join(RAIZ, arquivo), 'utf8').matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((m) => m[1]),
  );

/** The lines of one service (two-space indent) of the compose file, up to the next service. */
function servico(nome) {
  const achado = new RegExp(`\\n {2}${nome}:[ \\n]`).exec(compose);
  assert.ok(achado, `serviço ${nome} ausente`);
  const resto = compose.slice(achado.index + achado[0].length);
  const fim = resto.search(/\n {2}[a-z0-9-]+:|\n[a-z]/);
  return fim < 0 ? resto : resto.slice(0, fim);
}

const variaveis = (bloco) => new Set([...bloco.matchAll(/^ {6}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]));

test('o nginx do compose dá valor a cada marcador do modelo que a homologação preenche', () => {
  const dadas = variaveis(servico('nginx'));
  for (const nome of marcadores('deploy/nginx/portal.conf.template')) assert.ok(dadas.has(nome), nome);
  assert.match(
    servico('nginx'),
    /\.\/nginx\/portal\.conf\.template:\/etc\/nginx\/templates\/portal\.conf\.template/,
  );
});

test('o PgBouncer do compose dá valor a cada marcador do modelo que a homologação preenche', () => {
  const dadas = variaveis(servico('pgbouncer'));
  for (const nome of marcadores('deploy/pgbouncer/pgbouncer.ini.template')) assert.ok(dadas.has(nome), nome);
  assert.match(servico('pgbouncer'), /\.\/pgbouncer\/pgbouncer\.ini\.template:/);
});

test('as partes do compose são as da homologação, menos os substitutos locais (gov.br, CEP, SMTP)', () => {
  const locais = new Set(['smtp', 'govbr', 'cep']);
  for (const parte of PARTES.filter((p) => !locais.has(p))) servico(parte);
});

test('as APIs do compose falam com o PgBouncer, o primário direto e a réplica', () => {
  assert.match(compose, /DATABASE_URL: postgres:\/\/portal:\$\{POSTGRES_PASSWORD\}@pgbouncer:6432\/portal/);
  assert.match(compose, /DATABASE_DIRECT_URL: postgres:\/\/[^@]+@postgres-primario:5432\/portal/);
  assert.match(compose, /DATABASE_REPLICA_URL: postgres:\/\/[^@]+@postgres-replica:5432\/portal/);
});

test('a API do compose exige SMTP_URL: sem ele a produção não manda nenhum link por e-mail', () => {
  assert.match(compose, /^ {4}SMTP_URL: \$\{SMTP_URL:\?[^}]+\}$/m);
});

test('o nginx do compose exige o endereço da borda confiável (balanceador/CDN) para o realip', () => {
  assert.match(servico('nginx'), /^ {6}NGINX_BORDA_CONFIAVEL: \$\{BORDA_CONFIAVEL:\?[^}]+\}$/m);
});

test('o nginx do compose roda o mesmo script da borda confiável que a homologação, antes de partir', () => {
  // The image runs each executable *.sh of /docker-entrypoint.d/ before nginx, and stops when one fails; a script
  // without the execute bit is skipped (and nginx then fails on the missing include).
  assert.match(
    servico('nginx'),
    /^ {6}- \.\/nginx\/borda-confiavel\.sh:\/docker-entrypoint\.d\/[0-9]+-borda-confiavel\.sh:ro$/m,
  );
  assert.ok(statSync(path.join(RAIZ, 'deploy/nginx/borda-confiavel.sh')).mode & 0o111, 'sem bit de execução');
  const lidas = new Set(
    [
      ...readFileSync(path.join(RAIZ, 'deploy/nginx/borda-confiavel.sh'), 'utf8').matchAll(
        /\$\{(NGINX_[A-Z0-9_]+)/g,
      ),
    ].map((m) => m[1]),
  );
  assert.deepEqual([...lidas].sort(), ['NGINX_BORDA_CONFIAVEL', 'NGINX_BORDA_CONFIAVEL_ARQUIVO']);
  const dadas = variaveis(servico('nginx'));
  for (const nome of lidas) assert.ok(dadas.has(nome), nome);
});
