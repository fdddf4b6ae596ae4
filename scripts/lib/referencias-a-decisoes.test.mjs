/**
 * A decision cited by number ("decision NNNN", "decisão NNNN", a link to docs/decisions/NNNN-….md) must exist in
 * docs/decisions/: a dangling number sends the next reader to a record nobody wrote (issue #13 §6).
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { arquivosVersionados, RAIZ } from './caminhos.mjs';

const PASTA = 'docs/decisions';
const CITACAO = /\b(?:decis(?:ão|ao|ões|oes|ion|ions)|ADR)\s+(\d{4})\b/gi;
const LIGACAO = /docs\/decisions\/(\d{4}-[\w-]+\.md)/g;
const TEXTO = /\.(md|ts|tsx|mjs|cjs|js|json|ya?ml)$/;

const numeros = new Set(readdirSync(path.join(RAIZ, PASTA)).map((nome) => nome.slice(0, 4)));

function pendentes() {
  return arquivosVersionados()
    .filter((arquivo) => TEXTO.test(arquivo))
    .flatMap((arquivo) => {
      const texto = readFileSync(path.join(RAIZ, arquivo), 'utf8');
      const citados = [...texto.matchAll(CITACAO)]
        .map((achado) => achado[1])
        .filter((numero) => !numeros.has(numero));
      const ligados = [...texto.matchAll(LIGACAO)]
        .map((achado) => achado[1])
        .filter((nome) => !existsSync(path.join(RAIZ, PASTA, nome)));
      return [...citados, ...ligados].map((ref) => `${arquivo}: ${ref}`);
    });
}

describe('referências a decisões', () => {
  it('toda decisão citada por número existe em docs/decisions', () => {
    assert.deepEqual(pendentes(), []);
  });
});
