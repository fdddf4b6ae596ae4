import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { arquivosVersionados } from './caminhos.mjs';

/**
 * Issue 31: page files are named one way in every remote and in the shell, `pagina-<nome>.tsx`, so a reader finds a
 * route's page by the same pattern everywhere (mfe-inscricao alone named them `<nome>-pagina.tsx`).
 */
const componentes = arquivosVersionados('shell/src/*.tsx', 'mfe-*/src/*.tsx');

describe('page files named one way (issue 31)', () => {
  it('finds the front ends’ components (the list is not empty)', () => {
    assert.ok(componentes.filter((arquivo) => /\/pagina-[^/]+\.tsx$/.test(arquivo)).length > 50);
  });

  it('no page file is named <nome>-pagina.tsx', () => {
    assert.deepEqual(
      componentes.filter((arquivo) => /-pagina(\.test)?\.tsx$/.test(arquivo)),
      [],
    );
  });
});
