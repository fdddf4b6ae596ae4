/**
 * `pnpm deploy:shell --destino <origem>`, `pnpm deploy:remote <remote> --destino <origem>` and their rollbacks publish
 * to a static origin (the folder standing for the bucket/CDN origin), pointers included, and the compiled gateway
 * serves the portal, shell and remotes, from that folder with `--data-dir` alone (decisions 0203, 0209). The local
 * data folder is left alone.
 */
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { RAIZ } from './caminhos.mjs';
import { escreverRemoto, escreverShell } from './builds-de-teste.mjs';
import { compilarServidor } from './construcao.mjs';

const rodar = promisify(execFile);
let raiz, origem, dadosLocais, gateway, urlGateway;

const script = (nome, ...args) =>
  rodar(process.execPath, [path.join(RAIZ, 'scripts', nome), ...args], {
    env: { ...process.env, PORTAL_DATA_DIR: dadosLocais },
  });

/** A shell build whose `sobre.txt` (a file of the live version only) tells it apart; returns its version. */
async function publicarShell(conteudo) {
  const build = path.join(raiz, `shell-${conteudo}`);
  await escreverShell(build);
  await writeFile(path.join(build, 'sobre.txt'), `shell ${conteudo}`);
  const { stdout } = await script('deploy-shell.mjs', '--build', build, '--destino', origem);
  return /versão (\S+)/.exec(stdout)[1];
}

async function publicar(conteudo) {
  const build = path.join(raiz, `build-${conteudo}`);
  await escreverRemoto(build, { conteudo });
  const { stdout } = await script(
    'deploy-remote.mjs',
    'mfe-programas',
    '--build',
    build,
    '--destino',
    origem,
  );
  return /versão (\S+)/.exec(stdout)[1];
}

async function iniciarGateway() {
  await compilarServidor('gateway');
  const flags = ['--port', '0', '--host', '127.0.0.1', '--data-dir', origem];
  gateway = spawn(
    process.execPath,
    [path.join(RAIZ, 'gateway/dist/main.js'), ...flags, '--log-level', 'warn'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  for await (const linha of createInterface({ input: gateway.stdout })) {
    const url = /^GATEWAY_URL=(\S+)/.exec(linha)?.[1];
    if (url) return url;
  }
  throw new Error('o gateway terminou sem anunciar o endereço');
}

before(async () => {
  raiz = await mkdtemp(path.join(tmpdir(), 'origem-estatica-'));
  origem = path.join(raiz, 'origem');
  dadosLocais = path.join(raiz, 'dados-locais');
});
after(async () => {
  // An exited child never emits 'exit' again: waiting for it would hang the run.
  if (gateway && gateway.exitCode === null && gateway.signalCode === null) {
    gateway.kill('SIGTERM');
    await once(gateway, 'exit');
  }
  await rm(raiz, { recursive: true, force: true });
});

describe('origem estática (--destino)', () => {
  let primeira, segunda, shellA;

  it('deploy:shell --destino publica o shell e shell.json na origem, não na pasta de dados local', async () => {
    shellA = await publicarShell('A');
    assert.equal(await readFile(path.join(origem, 'shell.json'), 'utf8'), `{"version":"${shellA}"}\n`);
    assert.ok(existsSync(path.join(origem, 'shell', shellA, 'index.html')));
    assert.ok(!existsSync(path.join(dadosLocais, 'shell.json')));
  });

  it('deploy:remote --destino publica a versão e o registro na origem, não na pasta de dados local', async () => {
    primeira = await publicar(1);
    const registro = JSON.parse(await readFile(path.join(origem, 'remotes.json'), 'utf8'));
    assert.equal(registro.remotes.mfe_programas.version, primeira);
    assert.equal(
      registro.remotes.mfe_programas.manifest,
      `/remotes/mfe_programas/${primeira}/mf-manifest.json`,
    );
    assert.ok(existsSync(path.join(origem, 'remotes/mfe_programas', primeira, 'remoteEntry.js')));
    assert.ok(!existsSync(path.join(dadosLocais, 'remotes.json')));
  });

  it('o gateway compilado serve o shell, o registro e o remoto lidos da origem (só --data-dir)', async () => {
    segunda = await publicar(2);
    urlGateway = await iniciarGateway();
    const saude = await fetch(`${urlGateway}/saude`);
    assert.equal(saude.status, 200, await saude.clone().text());
    assert.equal(await (await fetch(`${urlGateway}/sobre.txt`)).text(), 'shell A');
    const registro = await (await fetch(`${urlGateway}/remotes.json`)).json();
    assert.equal(registro.remotes.mfe_programas.version, segunda);
    const entrada = await fetch(`${urlGateway}/remotes/mfe_programas/${segunda}/remoteEntry.js`);
    assert.equal(await entrada.text(), 'var versao = 2;');
  });

  it('rollback:remote --destino aponta a origem de volta, e o gateway serve isso sem reiniciar', async () => {
    await script('rollback-remote.mjs', 'mfe-programas', primeira, '--destino', origem);
    const registro = await (await fetch(`${urlGateway}/remotes.json`)).json();
    assert.equal(registro.remotes.mfe_programas.version, primeira);
    const { stdout } = await script('rollback-remote.mjs', 'mfe-programas', '--destino', origem);
    assert.match(stdout, new RegExp(`\\* ${primeira}  \\(atual\\)`));
  });

  it('deploy:shell e rollback:shell --destino trocam o shell que o gateway serve, sem reiniciar', async () => {
    const shellB = await publicarShell('B');
    assert.equal(await (await fetch(`${urlGateway}/sobre.txt`)).text(), 'shell B');
    const { stdout } = await script('rollback-shell.mjs', shellA, '--destino', origem);
    assert.match(stdout, new RegExp(`shell: ${shellB} → ${shellA}`));
    assert.equal(await (await fetch(`${urlGateway}/sobre.txt`)).text(), 'shell A');
    assert.ok(!existsSync(path.join(dadosLocais, 'shell.json')), 'a pasta de dados local fica intocada');
  });
});
