import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { resolverRemoto } from './caminhos.mjs';
import { escreverRemoto, escreverShell } from './builds-de-teste.mjs';
import { BuildRecusado, satisfaz } from './compatibilidade.mjs';
import { publicarBuild } from './implantacao.mjs';
import { listarVersoes } from './registro.mjs';
import { publicarShell } from './shell-publicado.mjs';

const remoto = resolverRemoto('mfe-programas');
let raiz, dados, shell, registroAntes, versoesAntes;

const registro = () => readFile(path.join(dados, 'remotes.json'), 'utf8').catch(() => null);

/** What a refusal must leave as it was. */
async function fotografar() {
  registroAntes = await registro();
  versoesAntes = await listarVersoes(dados, 'mfe_programas');
}

/** Deploys a build written with `opcoes` and expects a refusal that names `motivo`, with the registry unchanged. */
async function esperarRecusa(opcoes, motivo) {
  const build = path.join(raiz, `build-${Date.now()}`);
  await escreverRemoto(build, { conteudo: JSON.stringify(opcoes), ...opcoes });
  await assert.rejects(publicarBuild({ remoto, dados, pastaBuild: build }), (erro) => {
    assert.ok(erro instanceof BuildRecusado);
    assert.match(erro.message, motivo);
    return true;
  });
  assert.equal(await registro(), registroAntes, 'o registro fica como estava');
  assert.deepEqual(await listarVersoes(dados, 'mfe_programas'), versoesAntes, 'nenhuma versão nova');
}

beforeEach(async () => {
  raiz = await mkdtemp(path.join(tmpdir(), 'compatibilidade-'));
  dados = path.join(raiz, 'dados');
  shell = path.join(raiz, 'shell');
  await escreverShell(shell, { ui: '1.2.0', contrato: '1.1.0' });
  // A remote is checked against the shell published in the same origin (decision 0209).
  await publicarShell({ dados, pastaBuild: shell });
  await escreverRemoto(path.join(raiz, 'v1'), { conteudo: 'v1' });
  await publicarBuild({ remoto, dados, pastaBuild: path.join(raiz, 'v1') });
  await fotografar();
});
afterEach(() => rm(raiz, { recursive: true, force: true }));

describe('pnpm deploy:remote recusa o que quebraria o portal em execução (o shell publicado na origem)', () => {
  it('aceita um build compatível (ui ^1.2.0, contrato 1.1.0) e troca o registro', async () => {
    const build = path.join(raiz, 'v2');
    await escreverRemoto(build, { conteudo: 'v2', ui: '^1.2.0', contrato: '1.1.0' });
    const { versao } = await publicarBuild({ remoto, dados, pastaBuild: build });
    assert.equal(JSON.parse(await registro()).remotes.mfe_programas.version, versao);
  });

  it('recusa versões compartilhadas fora do que o shell oferece (ui ^1.3.0 com o shell em 1.2.0)', async () => {
    await esperarRecusa({ ui: '^1.3.0' }, /@portal\/ui \^1\.3\.0: o shell em execução oferece 1\.2\.0/);
  });

  it('confere um shell construído antes da decisão 0860 pelo mf-manifest.json dele', async () => {
    await escreverShell(shell, { ui: '1.2.0', contrato: '1.1.0', comManifesto: true });
    await publicarShell({ dados, pastaBuild: shell });
    await esperarRecusa({ ui: '^1.3.0' }, /@portal\/ui \^1\.3\.0: o shell em execução oferece 1\.2\.0/);
    const build = path.join(raiz, 'v2');
    await escreverRemoto(build, { conteudo: 'v2', ui: '^1.2.0', contrato: '1.1.0' });
    await publicarBuild({ remoto, dados, pastaBuild: build });
  });

  it('recusa um pacote que o shell não oferece', async () => {
    // A fresh origin: deploy:shell would refuse this shell while a remote that needs @portal/ui is live.
    await rm(dados, { recursive: true, force: true });
    await writeFile(
      path.join(shell, 'portal-shell.json'),
      JSON.stringify({ contrato: '1.1.0', compartilhados: { react: '18.3.1' } }),
    );
    await publicarShell({ dados, pastaBuild: shell });
    await fotografar();
    await esperarRecusa(
      { ui: '^1.2.0' },
      /@portal\/ui \^1\.2\.0: o shell em execução não compartilha este pacote/,
    );
  });

  it('recusa um build sem o módulo exposto ./lifecycles', async () => {
    await esperarRecusa({ expoe: './app' }, /não expõe o módulo \.\/lifecycles/);
  });

  it('recusa um contrato do parcel (props e lifecycles) mudado de forma incompatível (2.0.0 com o shell em 1.1.0)', async () => {
    await esperarRecusa({ contrato: '2.0.0' }, /contrato do parcel 2\.0\.0 incompatível com o 1\.1\.0/);
  });

  it('recusa um prefixo que já pertence a outro remoto', async () => {
    const usuario = path.join(raiz, 'usuario');
    await escreverRemoto(usuario, { nome: 'mfe_usuario', prefixes: ['usuario'] });
    await publicarBuild({
      remoto: resolverRemoto('mfe-usuario'),
      dados,
      pastaBuild: usuario,
    });
    await fotografar();
    await esperarRecusa({ prefixes: ['faq', 'usuario'] }, /o prefixo "usuario" já pertence a mfe_usuario/);
  });

  it('recusa acesso ou menu que o portal não leria, pois fecharia a área (decisões 1530 e 1560)', async () => {
    await esperarRecusa({ acesso: { faq: 'secreto' } }, /portal-remoto\.json: ACESSO\.faq deve ser/);
    await esperarRecusa({ acesso: { outro: 'login' } }, /ACESSO nomeia "outro", que não está em PREFIXOS/);
    await esperarRecusa({ acesso: { faq: 'login' }, menu: { faq: 'Ajuda' } }, /MENU\.faq deve ser/);
    await esperarRecusa({ acesso: { faq: { papeis: ['Executora'] } }, menu: { faq: '' } }, /MENU\.faq/);
  });
});

describe('satisfaz (as faixas que os builds escrevem)', () => {
  it('entende ^, ~, exata e *', () => {
    assert.ok(satisfaz('1.3.0', '^1.2.0'));
    assert.ok(!satisfaz('2.0.0', '^1.2.0'));
    assert.ok(!satisfaz('1.1.9', '^1.2.0'));
    assert.ok(satisfaz('0.2.5', '^0.2.1') && !satisfaz('0.3.0', '^0.2.1'));
    assert.ok(satisfaz('1.2.9', '~1.2.0') && !satisfaz('1.3.0', '~1.2.0'));
    assert.ok(satisfaz('18.3.1', '18.3.1') && !satisfaz('18.3.2', '18.3.1'));
    assert.ok(satisfaz('9.9.9', '*'));
  });

  it('lê qualquer faixa do npm, como o semver (a cópia caseira lia só as quatro formas acima)', () => {
    assert.ok(satisfaz('1.4.2', '>=1.2.0 <2.0.0') && !satisfaz('2.0.0', '>=1.2.0 <2.0.0'));
    assert.ok(satisfaz('1.9.0', '1.x') && satisfaz('v1.2.3', '^1.2.0'));
  });
});
