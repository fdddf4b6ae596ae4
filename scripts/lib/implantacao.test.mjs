import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { RAIZ, resolverRemoto } from './caminhos.mjs';
import { apiDaPreRenderizacao, publicarBuild } from './implantacao.mjs';
import { lerRegistro } from './registro.mjs';
import { escreverRemoto, escreverShell } from './builds-de-teste.mjs';
import { publicarShell } from './shell-publicado.mjs';

const rodar = promisify(execFile);
const remoto = resolverRemoto('mfe-programas');
let raiz, dados, build, shell;

/** Runs the real rollback command line against the temporary data folder. */
const rollback = (...args) =>
  rodar(process.execPath, [path.join(RAIZ, 'scripts/rollback-remote.mjs'), ...args], {
    env: { ...process.env, PORTAL_DATA_DIR: dados },
  });

before(async () => {
  raiz = await mkdtemp(path.join(tmpdir(), 'implantacao-'));
  dados = path.join(raiz, 'dados');
  build = path.join(raiz, 'dist');
  shell = path.join(raiz, 'shell');
  await escreverShell(shell);
  // The shell published in the same data folder, the one remotes are checked against (decision 0209).
  await publicarShell({ dados, pastaBuild: shell });
  await escreverRemoto(build, { conteudo: 1, prefixes: ['faq'] });
});
after(() => rm(raiz, { recursive: true, force: true }));

describe('implantar e voltar um remoto', () => {
  let primeira, segunda;

  it('publica o build numa pasta de versão e aponta o registro para ela', async () => {
    primeira = (await publicarBuild({ remoto, dados, pastaBuild: build })).versao;
    const publicado = path.join(dados, 'remotes', 'mfe_programas', primeira, 'remoteEntry.js');
    assert.equal(await readFile(publicado, 'utf8'), 'var versao = 1;');
    assert.equal((await lerRegistro(dados)).remotes.mfe_programas.version, primeira);
    assert.deepEqual((await lerRegistro(dados)).remotes.mfe_programas.prefixes, ['faq']);
  });

  it('mantém a versão antiga quando publica uma nova', async () => {
    // The new build also owns a new first segment: the registry line carries it, no shell rebuild.
    // …and says who may open it (decision 1530): the line carries the access level too.
    const acesso = { novidades: { papeis: ['Executora'] } };
    const menu = { novidades: 'Novidades da equipe' };
    await escreverRemoto(build, { conteudo: 2, prefixes: ['faq', 'novidades'], acesso, menu });
    const resultado = await publicarBuild({ remoto, dados, pastaBuild: build });
    segunda = resultado.versao;
    assert.equal(resultado.anterior, primeira);
    assert.notEqual(segunda, primeira);
    assert.ok(existsSync(path.join(dados, 'remotes', 'mfe_programas', primeira, 'remoteEntry.js')));
    assert.deepEqual((await lerRegistro(dados)).remotes.mfe_programas.prefixes, ['faq', 'novidades']);
    assert.deepEqual((await lerRegistro(dados)).remotes.mfe_programas.acesso, acesso);
    assert.deepEqual(
      (await lerRegistro(dados)).remotes.mfe_programas.menu,
      menu,
      '…e a entrada de menu (1560)',
    );
  });

  it('lista as versões marcando a atual', async () => {
    const { stdout } = await rollback('mfe-programas');
    assert.match(stdout, new RegExp(`  ${primeira}\\n\\* ${segunda}  \\(atual\\)`));
  });

  it('volta para a versão pedida e diz o que mudou', async () => {
    const { stdout } = await rollback('mfe_programas', primeira);
    assert.match(stdout, new RegExp(`mfe_programas: ${segunda} → ${primeira}`));
    const linha = (await lerRegistro(dados)).remotes.mfe_programas;
    assert.equal(linha.manifest, `/remotes/mfe_programas/${primeira}/mf-manifest.json`);
    assert.deepEqual(linha.prefixes, ['faq'], 'a versão antiga volta com os prefixos dela');
    assert.equal(linha.acesso, undefined, '…e com o acesso dela (nenhum declarado)');
    assert.equal(linha.menu, undefined, '…e sem a entrada de menu da versão nova');
  });

  it('recusa uma versão que não existe, sem mexer no registro', async () => {
    await assert.rejects(rollback('mfe-programas', '20990101T000000Z-ffffffff'), /não existe/);
    assert.equal((await lerRegistro(dados)).remotes.mfe_programas.version, primeira);
  });

  it('recusa publicar uma pasta sem mf-manifest.json', async () => {
    await assert.rejects(publicarBuild({ remoto, dados, pastaBuild: raiz }), /não tem mf-manifest.json/);
  });
});

// Deploying to the production origin prerendered the public pages with the catalogue of whatever API answered on this
// machine (a development or CI one, with demo courses), and published them to the citizens.
describe('a API com que as páginas públicas são pré-renderizadas', () => {
  const local = 'http://127.0.0.1:3000';

  it('na pasta de dados local, a API desta máquina', () => {
    assert.equal(apiDaPreRenderizacao({}, local), local);
  });

  it('numa origem (--destino), só a API dita em --api; sem ela, nenhuma (o navegador desenha as páginas)', () => {
    assert.equal(apiDaPreRenderizacao({ destino: '/srv/origem' }, local), null);
    assert.equal(
      apiDaPreRenderizacao({ destino: '/srv/origem', api: 'http://127.0.0.1:13090' }, local),
      'http://127.0.0.1:13090',
    );
  });
});
