import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { RAIZ } from '../caminhos.mjs';
import { preencherModelo } from './modelos.mjs';

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
