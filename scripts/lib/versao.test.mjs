import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { carimboUtc, dataDaVersao, hashDoConteudo, listarVersoesEm, novaVersao } from './versao.mjs';
import { resolverRemoto } from './caminhos.mjs';

let pasta;
before(async () => {
  pasta = await mkdtemp(path.join(tmpdir(), 'versao-'));
  await mkdir(path.join(pasta, 'sub'));
  await writeFile(path.join(pasta, 'mf-manifest.json'), '{}');
  await writeFile(path.join(pasta, 'sub', 'main.0123456789.js'), 'console.log(1)');
});
after(() => rm(pasta, { recursive: true, force: true }));

describe('nomes de versão', () => {
  it('usa o instante em UTC, ordenável como texto', () => {
    assert.equal(carimboUtc(new Date('2026-11-21T05:46:15.123Z')), '20261121T054615.123Z');
  });

  it('lê de volta o instante do nome, e nada de um nome sem instante', () => {
    const instante = new Date('2026-11-21T05:46:15.123Z');
    assert.deepEqual(dataDaVersao(`${carimboUtc(instante)}-0a1b2c3d`), instante);
    for (const nome of ['0a1b2c3d', '20261121T054615Z-0a1b2c3d', '20261341T054615.123Z-0a1b2c3d'])
      assert.equal(dataDaVersao(nome), null, nome);
  });

  it('muda o hash quando um byte de qualquer arquivo muda, e só então', async () => {
    const antes = await hashDoConteudo(pasta);
    assert.match(antes, /^[0-9a-f]{8}$/);
    assert.equal(await hashDoConteudo(pasta), antes);
    await writeFile(path.join(pasta, 'sub', 'main.0123456789.js'), 'console.log(2)');
    assert.notEqual(await hashDoConteudo(pasta), antes);
  });

  it('junta instante e hash', async () => {
    const versao = await novaVersao(pasta, new Date('2026-01-02T03:04:05Z'));
    assert.match(versao, /^20260102T030405\.000Z-[0-9a-f]{8}$/);
  });
});

describe('versões de uma pasta', () => {
  // The gateway lists a folder's versions by the same name rule; a stray folder (`lost+found` on a mounted volume)
  // listed here but not there would take a kept slot of the prune and, sorting after the timestamps, push out a
  // version the gateway still serves hashed files from.
  it('lista só nomes de versão, como o gateway, do mais antigo ao mais novo', async () => {
    const versoes = path.join(pasta, 'versoes');
    for (const nome of [
      '20260102T000000.000Z-bbbbbbbb',
      'lost+found',
      '20260101T000000.000Z-aaaaaaaa',
      'x.tmp-12',
    ])
      await mkdir(path.join(versoes, nome), { recursive: true });
    assert.deepEqual(await listarVersoesEm(versoes), [
      '20260101T000000.000Z-aaaaaaaa',
      '20260102T000000.000Z-bbbbbbbb',
    ]);
  });
});

describe('nome do remoto na linha de comando', () => {
  it('aceita o nome da pasta ou o nome federado', () => {
    assert.equal(resolverRemoto('mfe-primeiro-emprego').nome, 'mfe_primeiro_emprego');
    assert.equal(resolverRemoto('mfe_programas').pasta, 'mfe-programas');
  });

  it('recusa um nome desconhecido listando os válidos', () => {
    assert.throws(() => resolverRemoto('mfe-nada'), /Remoto desconhecido: "mfe-nada".*mfe-candidato/);
  });
});
