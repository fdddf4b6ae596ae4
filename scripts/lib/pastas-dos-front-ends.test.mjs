import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { arquivosVersionados, RAIZ } from './caminhos.mjs';

/**
 * Issue 31 ("names that mean what the folder says"): in a feature of the shell or a remote, `hooks/` holds hooks, and
 * `api/` holds no component and no hook. A pure rule or a filter lives at the feature's root (like
 * `catalogo/programas.ts`); a loader that only composes requests is `api/`. Not yet checked: that `api/` holds requests
 * only (several features still keep rules there, listed in the closing note of 29/11/2026).
 */
const fontes = arquivosVersionados('shell/src/features/*', 'mfe-*/src/features/*').filter(
  (arquivo) => /\.tsx?$/.test(arquivo) && !/\.test\.tsx?$/.test(arquivo),
);
const naPasta = (pasta) => fontes.filter((arquivo) => arquivo.split('/').at(-2) === pasta);
const ler = (arquivo) => readFileSync(path.join(RAIZ, arquivo), 'utf8');

describe('feature folders hold what their names say (issue 31)', () => {
  it('every file in a hooks/ folder exports a hook (use…)', () => {
    const hooks = naPasta('hooks');
    assert.ok(hooks.length > 10, `${hooks.length} arquivos em hooks/`);
    assert.deepEqual(
      hooks.filter((arquivo) => !/export (?:function|const) use[A-Z]/.test(ler(arquivo))),
      [],
    );
  });

  it('no file in an api/ folder is a component or exports a hook', () => {
    const api = naPasta('api');
    assert.ok(api.length > 10, `${api.length} arquivos em api/`);
    assert.deepEqual(
      api.filter(
        (arquivo) => arquivo.endsWith('.tsx') || /export (?:function|const) use[A-Z]/.test(ler(arquivo)),
      ),
      [],
    );
  });
});
