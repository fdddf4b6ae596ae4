import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { RAIZ } from './caminhos.mjs';
import { FONTES_DO_FRONTEND, compilarServidor } from './construcao.mjs';

const carimbo = path.join(RAIZ, 'gateway', 'node_modules', '.cache', 'portal-build.json');
const saida = path.join(RAIZ, 'gateway', 'dist', 'main.js');

describe('compilarServidor', () => {
  it('dois scripts ao mesmo tempo: um compila, o outro espera e encontra o gateway atualizado', async () => {
    // Without a stamp the gateway is out of date: both callers would empty dist/ and compile into it.
    await rm(carimbo, { force: true });
    const compilaram = await Promise.all([compilarServidor('gateway'), compilarServidor('gateway')]);
    assert.deepEqual(compilaram.toSorted(), [false, true]);
    assert.ok(existsSync(saida));
  });

  it('com as fontes como estavam, não compila de novo nem toca em dist/', async () => {
    await compilarServidor('gateway');
    const antes = (await stat(saida)).mtimeMs;
    assert.equal(await compilarServidor('gateway'), false);
    assert.equal((await stat(saida)).mtimeMs, antes);
  });
});

describe('as fontes de um front-end', () => {
  it('incluem o que o build copia (public/) e o que ele roda (scripts/), não só src/', () => {
    const fontes = FONTES_DO_FRONTEND('shell');
    for (const pasta of ['shell/public', 'shell/scripts', 'shell/src'])
      assert.ok(fontes.includes(pasta), pasta);
  });
});
