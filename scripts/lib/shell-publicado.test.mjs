/**
 * The shell is published to the static origin by its own deploy (decision 0209): `pnpm deploy:shell` writes
 * shell/<version>/ and shell.json, refuses a build a live remote could not be mounted by, `pnpm rollback:shell` points
 * back, and `pnpm deploy:remote` checks a remote against the shell published in the same origin.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { RAIZ, resolverRemoto } from './caminhos.mjs';
import { escreverRemoto, escreverShell } from './builds-de-teste.mjs';
import { BuildRecusado } from './compatibilidade.mjs';
import { publicarBuild } from './implantacao.mjs';
import { lerRegistro } from './registro.mjs';
import {
  apontarShell,
  lerShellPublicado,
  listarVersoesDoShell,
  publicarShell,
  publicarShellSeMudou,
} from './shell-publicado.mjs';

const rodar = promisify(execFile);
const remoto = resolverRemoto('mfe-programas');
const pausa = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let raiz, dados;

/** Runs one of the real command lines with `dados` as the local data folder. */
const script = (nome, ...args) => scriptComDados(dados, nome, ...args);
const scriptComDados = (locais, nome, ...args) =>
  rodar(process.execPath, [path.join(RAIZ, 'scripts', nome), ...args], {
    env: { ...process.env, PORTAL_DATA_DIR: locais },
  });

/** A shell build in its own folder, written with `opcoes` (builds-de-teste.mjs). */
async function shell(nome, opcoes) {
  const pasta = path.join(raiz, nome);
  await escreverShell(pasta, opcoes);
  return pasta;
}

async function remotoVivo(opcoes) {
  const pasta = path.join(raiz, `remoto-${Date.now()}`);
  await escreverRemoto(pasta, opcoes);
  return (await publicarBuild({ remoto, dados, pastaBuild: pasta })).versao;
}

const ponteiro = () => readFile(path.join(dados, 'shell.json'), 'utf8');

/** Expects `publicarShell` of `pasta` refused naming `motivo`, with shell.json and the versions as they were. */
async function esperarRecusa(pasta, motivo) {
  const antes = { ponteiro: await ponteiro(), versoes: await listarVersoesDoShell(dados) };
  await assert.rejects(publicarShell({ dados, pastaBuild: pasta }), (erro) => {
    assert.ok(erro instanceof BuildRecusado, erro.stack);
    assert.match(erro.message, /^shell: build recusado, o shell.json não mudou\./);
    assert.match(erro.message, motivo);
    return true;
  });
  assert.equal(await ponteiro(), antes.ponteiro, 'shell.json fica como estava');
  assert.deepEqual(await listarVersoesDoShell(dados), antes.versoes, 'nenhuma versão nova');
}

beforeEach(async () => {
  raiz = await mkdtemp(path.join(tmpdir(), 'shell-publicado-'));
  dados = path.join(raiz, 'origem');
});
afterEach(() => rm(raiz, { recursive: true, force: true }));

describe('pnpm deploy:shell', () => {
  it('copia o build para shell/<versão>/ e grava shell.json apontando para ela, sem sobras', async () => {
    const build = await shell('build');
    await writeFile(path.join(build, 'aplicativo.0123456789.js'), 'var shell = 1;');
    const { stdout } = await script('deploy-shell.mjs', '--build', build, '--destino', dados);
    const [, versao] = /^shell: \(nenhuma versão\) → (\S+)$/m.exec(stdout);
    assert.match(stdout, new RegExp(`Shell publicado: versão ${versao} \\(origem ${dados}\\)`));
    assert.equal(await ponteiro(), `{"version":"${versao}"}\n`);
    const publicado = path.join(dados, 'shell', versao);
    assert.equal(await readFile(path.join(publicado, 'aplicativo.0123456789.js'), 'utf8'), 'var shell = 1;');
    assert.deepEqual((await readdir(publicado)).sort(), (await readdir(build)).sort());
    assert.deepEqual((await readdir(dados)).sort(), ['shell', 'shell.json'], 'nem temporário nem trava');
    assert.deepEqual(await readdir(path.join(dados, 'shell')), [versao], 'nenhuma cópia pela metade');
  });

  it('uma segunda publicação guarda a pasta da primeira versão e devolve a anterior', async () => {
    const primeira = (await publicarShell({ dados, pastaBuild: await shell('a', { ui: '1.2.0' }) })).versao;
    const { ino } = await stat(path.join(dados, 'shell.json'));
    const segunda = await publicarShell({ dados, pastaBuild: await shell('b', { ui: '1.3.0' }) });
    // Replaced by a rename, never rewritten in place: a reader sees the old file or the new one, never half of one.
    assert.notEqual((await stat(path.join(dados, 'shell.json'))).ino, ino);
    assert.equal(segunda.anterior, primeira);
    assert.notEqual(segunda.versao, primeira);
    assert.equal(await lerShellPublicado(dados), segunda.versao);
    assert.deepEqual(await listarVersoesDoShell(dados), [primeira, segunda.versao]);
    assert.ok(existsSync(path.join(dados, 'shell', primeira, 'index.html')));
  });

  it('recusa um build sem index.html', async () => {
    await assert.rejects(publicarShell({ dados, pastaBuild: raiz }), /não tem index\.html/);
    assert.equal(await lerShellPublicado(dados), null);
  });

  it('recusa um shell que não oferece, na faixa, um pacote de que um remoto vivo precisa', async () => {
    await publicarShell({ dados, pastaBuild: await shell('vivo', { ui: '1.2.0' }) });
    const versaoDoRemoto = await remotoVivo({ ui: '^1.2.0' });
    await esperarRecusa(
      await shell('antigo', { ui: '1.1.0' }),
      new RegExp(
        `mfe_programas \\(${versaoDoRemoto}\\): @portal/ui \\^1\\.2\\.0: este build do shell oferece 1\\.1\\.0`,
      ),
    );
    const semUi = await shell('sem-ui');
    await writeFile(
      path.join(semUi, 'portal-shell.json'),
      JSON.stringify({ contrato: '1.1.0', compartilhados: { react: '18.3.1' } }),
    );
    await esperarRecusa(semUi, /@portal\/ui \^1\.2\.0: este build do shell não compartilha este pacote/);
  });

  it('recusa um contrato do parcel que um remoto vivo não aceita', async () => {
    await publicarShell({ dados, pastaBuild: await shell('vivo', { contrato: '1.1.0' }) });
    await remotoVivo({ contrato: '1.0.0' });
    await esperarRecusa(
      await shell('contrato-2', { contrato: '2.0.0' }),
      /mfe_programas .*: contrato do parcel 1\.0\.0 incompatível com o 2\.0\.0 que este build do shell monta/,
    );
    await publicarShell({ dados, pastaBuild: await shell('contrato-1-2', { contrato: '1.2.0' }) });
  });

  it('lê os remotos vivos sob a trava do registro: espera um deploy:remote em curso', async () => {
    await publicarShell({ dados, pastaBuild: await shell('a', { ui: '1.2.0' }) });
    const antes = await ponteiro();
    const trava = path.join(dados, 'remotes.json.lock');
    await writeFile(trava, String(process.pid));
    const publicando = publicarShell({ dados, pastaBuild: await shell('b', { ui: '1.3.0' }) });
    await pausa(400);
    assert.equal(await ponteiro(), antes, 'não grava enquanto o registro está travado');
    await rm(trava);
    const { versao } = await publicando;
    assert.equal(await lerShellPublicado(dados), versao);
  });

  it('nunca aponta para fora de shell/: nome de versão inválido é recusado, na escrita e na leitura', async () => {
    await assert.rejects(apontarShell(dados, '../remotes'), /inválido/);
    await publicarShell({ dados, pastaBuild: await shell('a') });
    await writeFile(path.join(dados, 'shell.json'), '{"version":"../../etc"}\n');
    await assert.rejects(lerShellPublicado(dados), /versão inválida/);
  });
});

describe('pnpm rollback:shell', () => {
  it('lista as versões marcando a atual, volta para a pedida e recusa uma que não existe', async () => {
    const primeira = (await publicarShell({ dados, pastaBuild: await shell('a', { ui: '1.2.0' }) })).versao;
    const segunda = (await publicarShell({ dados, pastaBuild: await shell('b', { ui: '1.3.0' }) })).versao;
    const lista = await script('rollback-shell.mjs', '--destino', dados);
    assert.match(lista.stdout, new RegExp(`  ${primeira}\\n\\* ${segunda}  \\(atual\\)`));
    assert.match(lista.stdout, /Para voltar: pnpm rollback:shell <versão> --destino /);

    const volta = await script('rollback-shell.mjs', primeira);
    assert.match(volta.stdout, new RegExp(`^shell: ${segunda} → ${primeira}$`, 'm'));
    assert.equal(await lerShellPublicado(dados), primeira);

    await assert.rejects(script('rollback-shell.mjs', '20990101T000000Z-ffffffff'), /não existe/);
    await assert.rejects(script('rollback-shell.mjs', '../remotes'), /não existe/);
    assert.equal(await lerShellPublicado(dados), primeira);
  });

  it('recusa voltar a uma versão que um remoto vivo não aceita, sem mexer em shell.json', async () => {
    const antiga = (await publicarShell({ dados, pastaBuild: await shell('a', { ui: '1.1.0' }) })).versao;
    const atual = (await publicarShell({ dados, pastaBuild: await shell('b', { ui: '1.2.0' }) })).versao;
    await remotoVivo({ ui: '^1.2.0' });
    await assert.rejects(
      script('rollback-shell.mjs', antiga, '--destino', dados),
      /shell: build recusado, o shell.json não mudou\.[\s\S]*@portal\/ui \^1\.2\.0: este build do shell oferece 1\.1\.0/,
    );
    assert.equal(await lerShellPublicado(dados), atual);
  });
});

describe('pnpm start e a homologação publicam o build local do shell', () => {
  it('só quando o conteúdo difere do shell vivo', async () => {
    const build = await shell('local', { ui: '1.2.0' });
    const primeira = await publicarShellSeMudou({ dados, pastaBuild: build });
    assert.equal(primeira.publicado, true);
    const igual = await publicarShellSeMudou({ dados, pastaBuild: build });
    assert.deepEqual(igual, { versao: primeira.versao, anterior: primeira.versao, publicado: false });
    await escreverShell(build, { ui: '1.3.0' });
    const outra = await publicarShellSeMudou({ dados, pastaBuild: build });
    assert.equal(outra.publicado, true);
    assert.equal(outra.anterior, primeira.versao);
    assert.equal(await lerShellPublicado(dados), outra.versao);
  });
});

describe('deploy:remote confere o remoto com o shell publicado na mesma origem', () => {
  it('recusa quando a origem não tem shell publicado, dizendo como publicá-lo', async () => {
    const build = path.join(raiz, 'remoto');
    await escreverRemoto(build);
    const paraOrigem = ['mfe-programas', '--build', build, '--destino', dados];
    await assert.rejects(scriptComDados(path.join(raiz, 'locais'), 'deploy-remote.mjs', ...paraOrigem), {
      stderr: `✖ não há shell publicado em ${dados} (shell.json): publique-o antes com pnpm deploy:shell --destino ${dados}.\n`,
    });
    // The local data folder: the command needs no --destino.
    await assert.rejects(script('deploy-remote.mjs', 'mfe-programas', '--build', build), {
      stderr: `✖ não há shell publicado em ${dados} (shell.json): publique-o antes com pnpm deploy:shell.\n`,
    });
    await assert.rejects(
      publicarBuild({ remoto, dados, pastaBuild: build, previa: true }),
      /não há shell publicado/,
    );
    assert.equal(existsSync(path.join(dados, 'remotes.json')), false);
    assert.equal(existsSync(path.join(dados, 'remotes')), false, 'nenhuma versão copiada');
  });

  it('confere com o shell publicado ali, não com um build do shell desta máquina (PORTAL_SHELL_DIR já não vale)', async () => {
    await publicarShell({ dados, pastaBuild: await shell('publicado', { ui: '1.2.0' }) });
    const build = path.join(raiz, 'remoto');
    await escreverRemoto(build, { ui: '^1.3.0' });
    const local = await shell('local', { ui: '1.3.0' });
    await assert.rejects(
      rodar(
        process.execPath,
        [path.join(RAIZ, 'scripts/deploy-remote.mjs'), 'mfe-programas', '--build', build],
        {
          env: { ...process.env, PORTAL_DATA_DIR: dados, PORTAL_SHELL_DIR: local },
        },
      ),
      { stderr: /@portal\/ui \^1\.3\.0: o shell em execução oferece 1\.2\.0/ },
    );
    assert.equal(existsSync(path.join(dados, 'remotes.json')), false);
  });

  it('espera uma publicação do shell em curso (shell.json.lock) antes de conferir e gravar', async () => {
    await publicarShell({ dados, pastaBuild: await shell('a') });
    const trava = path.join(dados, 'shell.json.lock');
    await writeFile(trava, String(process.pid));
    const build = path.join(raiz, 'remoto');
    await escreverRemoto(build);
    const publicando = publicarBuild({ remoto, dados, pastaBuild: build });
    await pausa(400);
    assert.deepEqual((await lerRegistro(dados)).remotes, {}, 'não grava enquanto o shell está travado');
    await rm(trava);
    const { versao } = await publicando;
    assert.equal((await lerRegistro(dados)).remotes.mfe_programas.version, versao);
  });
});
