import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { RAIZ } from '../caminhos.mjs';
import { preencherModelo, valoresDoModeloNginx } from './modelos.mjs';
import { lerTopologia } from './topologia.mjs';

test('preenche os ${NOME} e deixa as variáveis do nginx', () => {
  assert.equal(
    preencherModelo('listen ${A}; set $host x;', { A: '127.0.0.20:8080' }),
    'listen 127.0.0.20:8080; set $host x;',
  );
});

test('recusa um modelo com um nome sem valor', () => {
  assert.throws(() => preencherModelo('${A} ${B}', { A: 1 }), /B/);
});

test('a mensagem de indisponível do nginx é a do contrato', async () => {
  const mensagens = readFileSync(path.join(RAIZ, 'contracts/src/mensagens.ts'), 'utf8');
  const [, esperado] = /export const servicoIndisponivel = '([^']+)'/.exec(mensagens) ?? [];
  assert.ok(esperado);
  const modelo = readFileSync(path.join(RAIZ, 'deploy/nginx/portal.conf.template'), 'utf8');
  assert.match(modelo, new RegExp(`"message":"${esperado}","errors":\\["${esperado}"\\]`));
});

const MODELO_NGINX = readFileSync(path.join(RAIZ, 'deploy/nginx/portal.conf.template'), 'utf8');
/** The first `server { }` of the template: the edge, the one citizens' requests reach. */
const servidorDaBorda = () => {
  const inicio = MODELO_NGINX.indexOf('\nserver {');
  return MODELO_NGINX.slice(inicio, MODELO_NGINX.indexOf('\nserver {', inicio + 1));
};

test('a borda toma o endereço do cidadão do X-Forwarded-For da borda confiável (realip), não o do balanceador', () => {
  const borda = servidorDaBorda();
  assert.match(borda, /^\s*set_real_ip_from \$\{NGINX_BORDA_CONFIAVEL\};$/m);
  assert.match(borda, /^\s*real_ip_header X-Forwarded-For;$/m);
  assert.match(borda, /^\s*real_ip_recursive on;$/m);
  // After realip, $remote_addr is the citizen: that is what the gateways and the APIs are told.
  assert.match(borda, /^\s*proxy_set_header X-Forwarded-For \$remote_addr;$/m);
});

test('a borda dá a cada requisição o seu X-Request-Id (o que vier de fora é trocado)', () => {
  assert.match(servidorDaBorda(), /^\s*proxy_set_header X-Request-Id \$request_id;$/m);
});

test('a homologação confia só no loopback como borda', () => {
  const valores = valoresDoModeloNginx(lerTopologia({ HOMOLOGACAO_DIR: '/tmp/homologacao-modelo' }));
  assert.equal(valores.NGINX_BORDA_CONFIAVEL, '127.0.0.0/8');
});

test('o modelo preenchido como a homologação o preenche passa em `nginx -t`', (t) => {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((c) => existsSync(c));
  if (!nginx) return t.skip('nginx não está instalado nesta máquina');
  const pasta = mkdtempSync(path.join(tmpdir(), 'modelo-nginx-'));
  try {
    const topologia = lerTopologia({ HOMOLOGACAO_DIR: pasta });
    const valores = valoresDoModeloNginx(topologia);
    for (const sub of ['cache', 'logs', 'tmp'])
      mkdirSync(path.join(topologia.pastas.nginx, sub), { recursive: true });
    const portal = path.join(pasta, 'portal.conf');
    writeFileSync(portal, preencherModelo(MODELO_NGINX, valores));
    const tmp = path.join(topologia.pastas.nginx, 'tmp');
    const principal = path.join(pasta, 'nginx.conf');
    writeFileSync(
      principal,
      [
        `pid ${path.join(pasta, 'nginx.pid')};`,
        `error_log ${path.join(pasta, 'erros.log')} warn;`,
        'events {}',
        'http {',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((x) => `  ${x}_temp_path ${tmp}/${x};`),
        `  include ${portal};`,
        '}',
      ].join('\n'),
    );
    const r = spawnSync(
      nginx,
      ['-t', '-q', '-p', pasta, '-e', path.join(pasta, 'erros.log'), '-c', principal],
      {
        encoding: 'utf8',
      },
    );
    assert.equal(r.status, 0, r.stderr);
  } finally {
    rmSync(pasta, { recursive: true, force: true });
  }
});
