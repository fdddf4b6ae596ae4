import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { apontarRemoto, lerRegistro, listarVersoes, urlManifesto } from './registro.mjs';

let dados;
beforeEach(async () => {
  dados = await mkdtemp(path.join(tmpdir(), 'registro-'));
});
afterEach(() => rm(dados, { recursive: true, force: true }));

/** A published version folder with the declaration its build wrote. */
async function versao(nome, pasta, prefixes = [nome.slice(4)]) {
  await mkdir(path.join(dados, 'remotes', nome, pasta), { recursive: true });
  await writeFile(
    path.join(dados, 'remotes', nome, pasta, 'portal-remoto.json'),
    JSON.stringify({ nome, prefixes }),
  );
  return pasta;
}

describe('registro de remotos (remotes.json)', () => {
  it('começa vazio quando nada foi implantado', async () => {
    assert.deepEqual(await lerRegistro(dados), { remotes: {} });
  });

  it('aponta um remoto para a versão e devolve a anterior, preservando os outros', async () => {
    await versao('mfe_programas', '20260101T000000Z-aaaa1111', ['faq']);
    await versao('mfe_programas', '20260102T000000Z-cccc3333', ['faq', 'novidades']);
    await versao('mfe_usuario', '20260101T000000Z-bbbb2222');
    assert.equal(await apontarRemoto(dados, 'mfe_programas', '20260101T000000Z-aaaa1111'), null);
    await apontarRemoto(dados, 'mfe_usuario', '20260101T000000Z-bbbb2222');
    const anterior = await apontarRemoto(dados, 'mfe_programas', '20260102T000000Z-cccc3333');
    assert.equal(anterior, '20260101T000000Z-aaaa1111');

    const gravado = JSON.parse(await readFile(path.join(dados, 'remotes.json'), 'utf8'));
    assert.deepEqual(gravado.remotes.mfe_programas, {
      manifest: '/remotes/mfe_programas/20260102T000000Z-cccc3333/mf-manifest.json',
      version: '20260102T000000Z-cccc3333',
      prefixes: ['faq', 'novidades'],
    });
    assert.equal(gravado.remotes.mfe_usuario.version, '20260101T000000Z-bbbb2222');
  });

  it('não perde entradas quando várias implantações gravam ao mesmo tempo', async () => {
    const nomes = ['mfe_a', 'mfe_b', 'mfe_c', 'mfe_d', 'mfe_e', 'mfe_f'];
    await Promise.all(nomes.map((nome) => versao(nome, 'v1')));
    await Promise.all(nomes.map((nome) => apontarRemoto(dados, nome, 'v1')));
    assert.deepEqual(Object.keys((await lerRegistro(dados)).remotes).sort(), nomes);
    const sobras = (await readdir(dados)).filter((f) => f !== 'remotes.json' && f !== 'remotes');
    assert.deepEqual(sobras, [], 'nem arquivo temporário nem trava ficam para trás');
  });

  it('lista as versões em ordem de tempo, ignorando cópias pela metade', async () => {
    for (const v of ['20260103T000000Z-c', '20260101T000000Z-a', '20260102T000000Z-b.tmp-123']) {
      await mkdir(path.join(dados, 'remotes', 'mfe_programas', v), { recursive: true });
    }
    assert.deepEqual(await listarVersoes(dados, 'mfe_programas'), [
      '20260101T000000Z-a',
      '20260103T000000Z-c',
    ]);
    assert.deepEqual(await listarVersoes(dados, 'mfe_usuario'), []);
  });

  it('monta a URL do manifesto a partir do nome e da versão', () => {
    assert.equal(urlManifesto('mfe_usuario', 'v9'), '/remotes/mfe_usuario/v9/mf-manifest.json');
  });
});
