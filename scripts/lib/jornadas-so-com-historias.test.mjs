import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { arquivosVersionados } from './caminhos.mjs';

/**
 * Journeys in e2e/jornadas, one story a file; helpers only under testes/ (decision 0932, issue 31): a helper of one
 * area lives in e2e/testes/<área>/, not beside the stories.
 */
const jornadas = arquivosVersionados('e2e/jornadas');

describe('e2e/jornadas holds stories only', () => {
  it('finds the journeys (the list is not empty)', () => {
    assert.ok(jornadas.filter((arquivo) => arquivo.endsWith('.spec.ts')).length > 90);
  });

  it('every TypeScript file there is a story (*.spec.ts); helpers are in e2e/testes', () => {
    assert.deepEqual(
      jornadas.filter((arquivo) => arquivo.endsWith('.ts') && !arquivo.endsWith('.spec.ts')),
      [],
    );
  });
});
