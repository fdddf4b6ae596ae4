import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// The repository's own config, linting made-up files where tests live: a focused test must be refused in each.
const raiz = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: raiz });
const REGRAS_DO_FOCO = ['no-restricted-properties', 'no-restricted-globals'];
const focosEm = async (codigo, arquivo) => {
  const [resultado] = await eslint.lintText(codigo, { filePath: `${raiz}/${arquivo}` });
  return resultado.messages.filter((m) => REGRAS_DO_FOCO.includes(m.ruleId)).length;
};

describe('no focused test (eslint.config.mjs)', () => {
  const FOCADOS = [
    "it.only('a', () => {});",
    "test.only('a', () => {});",
    "describe.only('a', () => {});",
    "test.describe.only('a', () => {});",
    "it.each([1]).only('a', () => {});",
    "fit('a', () => {});",
    "fdescribe('a', () => {});",
  ];
  const ARQUIVOS = [
    'api/test/x.test.ts',
    'mfe-inscricao/src/features/historico/components/x.test.tsx',
    'shared-auth/src/x.test.ts',
    'scripts/lib/x.test.mjs',
    'e2e/jornadas/fundacao/x.spec.ts',
    'e2e/testes/x.ts',
  ];
  for (const arquivo of ARQUIVOS) {
    it(`refuses each form of focus in ${arquivo}`, async () => {
      for (const codigo of FOCADOS)
        assert.equal(await focosEm(codigo, arquivo), 1, `${codigo} em ${arquivo}`);
    });
  }

  it('accepts the unfocused forms and skips', async () => {
    const codigo =
      "it('a', () => {}); test.skip('b', () => {}); describe('c', () => {}); it.each([1])('d', () => {});";
    assert.equal(await focosEm(codigo, 'api/test/x.test.ts'), 0);
    assert.equal(await focosEm(codigo, 'e2e/jornadas/fundacao/x.spec.ts'), 0);
  });
});
