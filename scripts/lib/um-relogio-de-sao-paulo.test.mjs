import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { arquivosVersionados, RAIZ } from './caminhos.mjs';

/**
 * Issue 31 ("one implementation of a fact"): São Paulo's clock is read in one place, contracts'
 * `relogio-de-sao-paulo.ts`. Two narrower formatters of the ui kit stay apart by measurement (they are on pages' first
 * loads, and the general clock pushed those over the byte budget; the reason is in that file's comment). Any other
 * source that formats in the zone itself is a second implementation.
 */
const PERMITIDOS = new Set([
  'contracts/src/relogio-de-sao-paulo.ts',
  'ui/src/formatacao/datas.ts',
  'ui/src/formatacao/texto-sem-conexao.ts',
]);
const FORMATA_NO_FUSO = /timeZone:\s*(?:'America\/Sao_Paulo'|"America\/Sao_Paulo"|FUSO_DO_PORTAL)/;

describe('one São Paulo clock (issue 31)', () => {
  it('only the clock and the two measured formatters of the ui kit format in São Paulo’s zone', () => {
    const fontes = arquivosVersionados('*.ts', '*.tsx', '*.mjs').filter(
      (arquivo) => !/\.test\.[cm]?[jt]sx?$/.test(arquivo) && !/^(?:e2e|bench)\//.test(arquivo),
    );
    const formatam = fontes.filter((arquivo) =>
      FORMATA_NO_FUSO.test(readFileSync(path.join(RAIZ, arquivo), 'utf8')),
    );
    assert.ok(formatam.includes('contracts/src/relogio-de-sao-paulo.ts'), 'o relógio foi achado');
    assert.deepEqual(
      formatam.filter((arquivo) => !PERMITIDOS.has(arquivo)),
      [],
    );
  });
});
