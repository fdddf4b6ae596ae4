/** What a remote's build declares to the registry, read from its own src/config/caminhos.ts (decisions 0900, 1530). */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { declaracaoDoRemoto } = require('./declaracao-do-portal.cjs');
const raiz = mkdtempSync(path.join(tmpdir(), 'declaracao-'));
after(() => rmSync(raiz, { recursive: true, force: true }));

/** A remote folder with its caminhos.ts and, optionally, other files beside it (name → source). */
function remoto(fonte, outros = {}) {
  const dir = mkdtempSync(path.join(raiz, 'remoto-'));
  mkdirSync(path.join(dir, 'src/config'), { recursive: true });
  writeFileSync(path.join(dir, 'src/config/caminhos.ts'), fonte);
  for (const [nome, texto] of Object.entries(outros))
    writeFileSync(path.join(dir, 'src/config', nome), texto);
  return dir;
}

describe('declaracaoDoRemoto', () => {
  it('sem ACESSO: só os prefixos (todos públicos para o shell)', () => {
    const dir = remoto("export const PREFIXOS = ['faq'] as const;");
    assert.deepEqual(declaracaoDoRemoto(dir), { prefixes: ['faq'] });
  });

  it('com ACESSO: leva o nível de cada prefixo', () => {
    const dir = remoto(
      "export const PREFIXOS = ['gestao', 'ajuda'] as const;\n" +
        "export const ACESSO = { gestao: { papeis: ['Executora'] }, ajuda: 'login' } as const;",
    );
    assert.deepEqual(declaracaoDoRemoto(dir), {
      prefixes: ['gestao', 'ajuda'],
      acesso: { gestao: { papeis: ['Executora'] }, ajuda: 'login' },
    });
  });

  it('com MENU: leva o rótulo da entrada de um prefixo da equipe (decisão 1560)', () => {
    const dir = remoto(
      "export const PREFIXOS = ['gestao'] as const;\n" +
        "export const ACESSO = { gestao: { papeis: ['Executora'] } } as const;\n" +
        "export const MENU = { gestao: 'Área de operações' } as const;",
    );
    assert.deepEqual(declaracaoDoRemoto(dir), {
      prefixes: ['gestao'],
      acesso: { gestao: { papeis: ['Executora'] } },
      menu: { gestao: 'Área de operações' },
    });
  });

  it('recusa o build: MENU de um prefixo sem papéis, de outro prefixo, ou sem rótulo', () => {
    for (const menu of ["{ gestao: 'Área' }", "{ outro: 'Outro' }", "{ restrito: '' }"]) {
      const dir = remoto(
        "export const PREFIXOS = ['gestao', 'restrito'];\n" +
          "export const ACESSO = { gestao: 'login', restrito: { papeis: ['Executora'] } };\n" +
          `export const MENU = ${menu};`,
      );
      assert.throws(() => declaracaoDoRemoto(dir), /MENU/);
    }
  });

  it('recusa o build: acesso de um prefixo que o remoto não declara, nível desconhecido, papéis vazios', () => {
    for (const acesso of ["{ outro: 'login' }", "{ gestao: 'secreto' }", '{ gestao: { papeis: [] } }']) {
      const dir = remoto(`export const PREFIXOS = ['gestao'];\nexport const ACESSO = ${acesso};`);
      assert.throws(() => declaracaoDoRemoto(dir), /ACESSO/);
    }
  });

  it('segue os imports do caminhos.ts (decisão 0921): o que ele toma de outro módulo entra na declaração', () => {
    const dir = remoto(
      "import { Publicas } from './publicas.js';\nexport const PREFIXOS = [Publicas.ajuda] as const;",
      { 'publicas.ts': "export const Publicas = { ajuda: 'ajuda' } as const;" },
    );
    assert.deepEqual(declaracaoDoRemoto(dir), { prefixes: ['ajuda'] });
  });

  it('recusa o build quando um import do caminhos.ts não se resolve', () => {
    const dir = remoto("import { Rota } from './nao-existe';\nexport const PREFIXOS = [Rota.x];");
    assert.throws(() => declaracaoDoRemoto(dir), /não foi possível resolver o import '\.\/nao-existe'/);
  });
});

describe('versoesCompartilhadas (portal-shell.json, decisão 0860)', () => {
  it('dá a versão de cada singleton que os builds compartilham, como o shell as oferece', () => {
    const { versoesCompartilhadas } = require('./declaracao-do-portal.cjs');
    const { SINGLETONS } = require('./shared-deps.cjs');
    const shell = path.resolve(import.meta.dirname, '../../shell');
    const versoes = versoesCompartilhadas(shell);
    assert.deepEqual(Object.keys(versoes), SINGLETONS);
    assert.equal(versoes.react, require(require.resolve('react/package.json', { paths: [shell] })).version);
  });
});
