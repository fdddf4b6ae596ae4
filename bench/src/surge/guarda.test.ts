import assert from 'node:assert/strict';
import { test } from 'node:test';
import { exigirLoopback } from './guarda.js';

test('aceita endereços de 127.0.0.0/8', () => {
  assert.equal(exigirLoopback('http://127.0.0.1:3000/v1').port, '3000');
  assert.equal(exigirLoopback('postgres://postgres@127.5.6.7:5432/x').hostname, '127.5.6.7');
});

// These addresses are only parsed by the guard, which must refuse them before any socket opens: no traffic leaves.
test('recusa qualquer outro destino, inclusive nomes', () => {
  for (const url of [
    'http://126.255.255.255/',
    'http://128.0.0.1/',
    'http://localhost:3000/',
    'http://127.0.0.1.example.com/',
    'http://[::1]:3000/',
    'http://127.0.0.256/',
    'http://exemplo.gov.br/',
  ]) {
    assert.throws(() => exigirLoopback(url), /127\.0\.0\.0\/8/, url);
  }
});
