import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { comTrava } from './trava.mjs';

let pasta;
before(async () => {
  pasta = await mkdtemp(path.join(tmpdir(), 'trava-'));
});
after(() => rm(pasta, { recursive: true, force: true }));

const pausa = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

describe('trava de arquivo', () => {
  it('faz as tarefas esperarem a vez, sem sobreposição, e some no fim', async () => {
    const arquivo = path.join(pasta, 'a.lock');
    const eventos = [];
    const tarefa = (nome) =>
      comTrava(arquivo, async () => {
        eventos.push(`${nome}:início`);
        await pausa(150);
        eventos.push(`${nome}:fim`);
      });
    await Promise.all([tarefa('um'), tarefa('dois')]);
    assert.deepEqual(
      eventos.map((e) => e.split(':')[1]),
      ['início', 'fim', 'início', 'fim'],
    );
    assert.equal(existsSync(arquivo), false);
  });

  it('assume uma trava cujo dono já morreu', async () => {
    const arquivo = path.join(pasta, 'b.lock');
    const morto = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    await writeFile(arquivo, morto);
    assert.equal(await comTrava(arquivo, async () => 'feito', { prazoMs: 2000 }), 'feito');
  });

  it('desiste com mensagem clara quando o dono continua vivo', async () => {
    const arquivo = path.join(pasta, 'c.lock');
    await writeFile(arquivo, String(process.pid));
    await assert.rejects(
      comTrava(arquivo, async () => 'nunca', { prazoMs: 300 }),
      /continua travado/,
    );
  });
});
