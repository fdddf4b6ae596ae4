/**
 * `.env.example` lists every environment variable the portal's parts read: a variable read in code
 * (`process.env.X`, `env.X`, `env['X']`) in the API, the gateway, dev-services, the scripts, e2e or bench that is
 * missing from it fails here, so an operator never learns of a setting from the source.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { RAIZ } from './caminhos.mjs';

const PASTAS = [
  'api/src',
  'api/scripts',
  'gateway/src',
  'gateway/scripts',
  'dev-services/src',
  'scripts',
  'bench/src',
  'e2e',
];
const FONTE = /\.(ts|tsx|mjs|cjs|js)$/;
const IGNORADAS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);
/** The operating system's, not the portal's; this file's own comment names `process.env.X`. */
const DO_SISTEMA = new Set(['PATH', 'HOME', 'X']);
const LEITURA = /\b(?:process\.)?env(?:\.([A-Z][A-Z0-9_]*)\b|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g;

function* arquivos(pasta) {
  for (const item of readdirSync(pasta, { withFileTypes: true })) {
    if (IGNORADAS.has(item.name)) continue;
    const caminho = path.join(pasta, item.name);
    if (item.isDirectory()) yield* arquivos(caminho);
    else if (FONTE.test(item.name)) yield caminho;
  }
}

/** Variable name → the first file that reads it. */
export function variaveisLidas(raiz = RAIZ) {
  const lidas = new Map();
  for (const pasta of PASTAS)
    for (const arquivo of arquivos(path.join(raiz, pasta)))
      for (const [, ponto, colchete] of readFileSync(arquivo, 'utf8').matchAll(LEITURA)) {
        const nome = ponto ?? colchete;
        if (!lidas.has(nome) && !DO_SISTEMA.has(nome)) lidas.set(nome, path.relative(raiz, arquivo));
      }
  return lidas;
}

const listadas = new Set(
  readFileSync(path.join(RAIZ, '.env.example'), 'utf8')
    .split('\n')
    .map((linha) => /^([A-Z][A-Z0-9_]*)=/.exec(linha)?.[1])
    .filter(Boolean),
);

describe('.env.example', () => {
  it('lista cada variável de ambiente lida no código', () => {
    const lidas = variaveisLidas();
    assert.ok(lidas.has('DATABASE_URL') && lidas.has('IDP_ISSUER'), 'a varredura acha as leituras');
    const faltando = [...lidas].filter(([nome]) => !listadas.has(nome)).map(([n, a]) => `${n} (${a})`);
    assert.deepEqual(faltando, [], `faltam no .env.example: ${faltando.join(', ')}`);
  });

  it('diz o que a produção exige: as obrigatórias e as recusadas pela API', () => {
    const texto = readFileSync(path.join(RAIZ, '.env.example'), 'utf8');
    for (const nome of ['NODE_ENV', 'DATABASE_URL', 'JWT_SECRET', 'TRUST_PROXY', 'PORTAL_URL', 'SMTP_URL'])
      assert.match(
        texto,
        new RegExp(`\\[produção: obrigatória\\][^\\n]*\\n(?:[A-Z_]+=.*\\n)*${nome}=`),
        nome,
      );
    for (const nome of ['DEV_MAILBOX', 'DEV_RELOGIO', 'DEMO_ACCOUNTS'])
      assert.match(texto, new RegExp(`\\[produção: proibida\\][^\\n]*\\n(?:[A-Z_]+=.*\\n)*${nome}=`), nome);
  });
});
