import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { RAIZ } from '../caminhos.mjs';
import { escreverBordaConfiavel, preencherModelo, valoresDoModeloNginx } from './modelos.mjs';
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
  // One set_real_ip_from per range of NGINX_BORDA_CONFIAVEL, written by deploy/nginx/borda-confiavel.sh (decision 0227).
  assert.match(borda, /^\s*include \$\{NGINX_BORDA_CONFIAVEL_ARQUIVO\};$/m);
  assert.doesNotMatch(MODELO_NGINX, /^\s*set_real_ip_from/m);
  assert.match(borda, /^\s*real_ip_header X-Forwarded-For;$/m);
  assert.match(borda, /^\s*real_ip_recursive on;$/m);
  // After realip, $remote_addr is the citizen: that is what the gateways and the APIs are told.
  assert.match(borda, /^\s*proxy_set_header X-Forwarded-For \$remote_addr;$/m);
});

test('a borda dá a cada requisição o seu X-Request-Id (o que vier de fora é trocado)', () => {
  assert.match(servidorDaBorda(), /^\s*proxy_set_header X-Request-Id \$request_id;$/m);
});

test('a homologação confia só no endereço de onde os clientes locais conectam, não em todo o loopback', () => {
  // staging:test sends from 127.0.0.9 as a citizen outside the edge (conferirBordaConfiavel).
  const valores = valoresDoModeloNginx(lerTopologia({ HOMOLOGACAO_DIR: '/tmp/homologacao-modelo' }));
  assert.equal(valores.NGINX_BORDA_CONFIAVEL, '127.0.0.1, ::1');
});

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((c) => existsSync(c));

/**
 * Fills the template as staging does (the template, then the edge's list through deploy/nginx/borda-confiavel.sh) in
 * a throw-away folder, with `mudar` applied to staging's values, and gives `fazer` the values and nginx's `-T` run
 * (the whole configuration nginx read, included files too).
 */
function comModeloPreenchido(mudar, fazer) {
  const pasta = mkdtempSync(path.join(tmpdir(), 'modelo-nginx-'));
  try {
    const topologia = lerTopologia({ HOMOLOGACAO_DIR: pasta });
    const valores = mudar(valoresDoModeloNginx(topologia));
    for (const sub of ['cache', 'logs', 'tmp'])
      mkdirSync(path.join(topologia.pastas.nginx, sub), { recursive: true });
    const portal = path.join(pasta, 'portal.conf');
    writeFileSync(portal, preencherModelo(MODELO_NGINX, valores));
    escreverBordaConfiavel(valores);
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
    const nginx = spawnSync(
      NGINX,
      ['-T', '-q', '-p', pasta, '-e', path.join(pasta, 'erros.log'), '-c', principal],
      { encoding: 'utf8' },
    );
    return fazer({ valores, nginx });
  } finally {
    rmSync(pasta, { recursive: true, force: true });
  }
}

const linhasDaBorda = (configuracao) =>
  [...configuracao.matchAll(/^\s*set_real_ip_from ([^;\s]+);$/gm)].map((m) => m[1]);

test('o modelo preenchido como a homologação o preenche passa em `nginx -t`', (t) => {
  if (!NGINX) return t.skip('nginx não está instalado nesta máquina');
  comModeloPreenchido(
    (valores) => valores,
    ({ nginx }) => {
      assert.equal(nginx.status, 0, nginx.stderr);
      assert.deepEqual(linhasDaBorda(nginx.stdout), ['127.0.0.1', '::1']);
    },
  );
});

test('uma borda de várias faixas (vírgulas e espaços) vira um set_real_ip_from por faixa, e o nginx a aceita', (t) => {
  if (!NGINX) return t.skip('nginx não está instalado nesta máquina');
  comModeloPreenchido(
    (valores) => ({ ...valores, NGINX_BORDA_CONFIAVEL: ' 10.20.0.0/16, 2001:db8:1::/48  192.0.2.7,' }),
    ({ nginx }) => {
      assert.equal(nginx.status, 0, nginx.stderr);
      assert.deepEqual(linhasDaBorda(nginx.stdout), ['10.20.0.0/16', '2001:db8:1::/48', '192.0.2.7']);
    },
  );
});

/** Runs the edge's script for `lista` alone, in a throw-away folder: its exit, its message, the file it wrote. */
function bordaDe(lista, { arquivoAntigo = false } = {}) {
  const pasta = mkdtempSync(path.join(tmpdir(), 'borda-confiavel-'));
  const arquivo = path.join(pasta, 'borda-confiavel.conf');
  try {
    // A list accepted on an earlier start: a refused one must not leave it in force.
    if (arquivoAntigo) writeFileSync(arquivo, 'set_real_ip_from 0.0.0.0/0;\n');
    let erro = null;
    try {
      escreverBordaConfiavel({ NGINX_BORDA_CONFIAVEL: lista, NGINX_BORDA_CONFIAVEL_ARQUIVO: arquivo });
    } catch (e) {
      erro = e;
    }
    return { erro, escrito: existsSync(arquivo) ? readFileSync(arquivo, 'utf8') : null };
  } finally {
    rmSync(pasta, { recursive: true, force: true });
  }
}

test('cada item da borda é um endereço IPv4/IPv6 ou um CIDR', () => {
  const validos = [
    '192.0.2.1',
    '0.0.0.1',
    '255.255.255.254',
    '10.0.0.0/8',
    '203.0.113.0/24',
    '198.51.100.9/32',
    '::1',
    '::',
    '2001:db8::/32',
    '2001:DB8:0:0:0:0:0:1',
    '1:2:3:4:5:6:7:8/128',
    'fe80::/10',
    '1::8',
    '::ffff:192.0.2.1',
    '64:ff9b::192.0.2.0/120',
  ];
  for (const item of validos) {
    const { erro, escrito } = bordaDe(item);
    assert.equal(erro, null, `${item}: ${erro?.message}`);
    assert.deepEqual(linhasDaBorda(escrito), [item]);
  }
});

test('um item que não é endereço nem CIDR impede a partida do nginx, e diz qual é', () => {
  const invalidos = [
    'exemplo.gov.br',
    '10.0.0',
    '10.0.0.0.0',
    '10.0.0.256',
    '10.0.0.01',
    '10.0..1',
    '10.0.0.0/',
    '10.0.0.0/33',
    '10.0.0.0/8/8',
    '10.0.0.0/08',
    '/8',
    '2001:db8::1::2',
    '2001:db8:::1',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    ':1::2',
    '1::2:',
    '12345::1',
    'g::1',
    '2001:db8::/129',
    'fe80::1%eth0',
    '::ffff:192.0.2',
    '1.2::3.4.5.6',
    'unix:',
    '*',
    '10.0.0.0/8;allow',
    '$remote_addr',
  ];
  for (const item of invalidos) {
    const { erro, escrito } = bordaDe(`192.0.2.1, ${item}`, { arquivoAntigo: true });
    assert.ok(erro, `${item} foi aceito`);
    assert.ok(erro.message.includes(`«${item}»`), `${item}: ${erro.message}`);
    assert.match(erro.message, /não é um endereço IPv4\/IPv6 nem um CIDR/);
    assert.equal(escrito, null, `${item}: ficou um arquivo da borda`);
  }
});

test('255.255.255.255, que o nginx não sabe ler, é recusado com o motivo, e não com o erro do nginx', () => {
  // nginx's parser returns INADDR_NONE for this address and stops with "host not found in set_real_ip_from".
  for (const item of ['255.255.255.255', '255.255.255.255/32']) {
    const { erro, escrito } = bordaDe(item, { arquivoAntigo: true });
    assert.match(erro?.message ?? '', new RegExp(`«${item}» é o endereço de difusão`), item);
    assert.equal(escrito, null);
  }
});

test('a mensagem repete o item como foi escrito, barras invertidas inclusive', () => {
  // dash's echo reads "\c" as "stop here": the message ended at «a.
  const { erro } = bordaDe('a\\cb');
  assert.ok(erro?.message.includes('«a\\cb» não é um endereço'), erro?.message);
});

test('uma faixa /0 (qualquer endereço) impede a partida: todo X-Forwarded-For seria aceito', () => {
  for (const item of ['0.0.0.0/0', '::/0']) {
    const { erro, escrito } = bordaDe(item, { arquivoAntigo: true });
    assert.match(erro?.message ?? '', /«[^»]+\/0» confiaria em qualquer endereço/, item);
    assert.equal(escrito, null);
  }
});

test('uma borda vazia impede a partida do nginx, em vez de confiar em qualquer um', () => {
  for (const lista of ['', '  ', ' , ,']) {
    const { erro, escrito } = bordaDe(lista, { arquivoAntigo: true });
    assert.match(erro?.message ?? '', /NGINX_BORDA_CONFIAVEL está vazia/, JSON.stringify(lista));
    assert.equal(escrito, null);
  }
});
