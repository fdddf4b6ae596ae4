/**
 * `pnpm prune:origin` (decision 0226): the static origin keeps the live version of every part, every version a pointer
 * names, the shell's versions the gateway still looks hashed files up in, the newest published versions of each remote
 * and the previews of the last week, and loses the rest; it runs under the deploys' locks, so a deploy or a rollback never points at a version it is removing.
 */
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fsPromises, { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { RAIZ, resolverRemoto } from './caminhos.mjs';
import { escreverRemoto, escreverShell } from './builds-de-teste.mjs';
import { apontarConferido, publicarBuild } from './implantacao.mjs';
import { podarAoSubir, podarOrigem, versoesDoShellQueOGatewayProcura } from './poda-da-origem.mjs';
import { apontarRemoto, lerRegistro, listarVersoes } from './registro.mjs';
import { lerShellPublicado, listarVersoesDoShell, voltarShell } from './shell-publicado.mjs';
import { carimboUtc } from './versao.mjs';

const rodar = promisify(execFile);
const remoto = resolverRemoto('mfe-programas');
const pausa = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let raiz, dados;

/** The real command line, on the origin `dados` (never the local data folder: PORTAL_DATA_DIR points elsewhere). */
const prune = (...args) =>
  rodar(process.execPath, [path.join(RAIZ, 'scripts/prune-origin.mjs'), '--destino', dados, ...args], {
    env: { ...process.env, PORTAL_DATA_DIR: path.join(raiz, 'locais') },
  });
const script = (nome, ...args) =>
  rodar(process.execPath, [path.join(RAIZ, 'scripts', nome), ...args, '--destino', dados], {
    env: { ...process.env, PORTAL_DATA_DIR: path.join(raiz, 'locais') },
  });

/** Version names as versao.mjs writes them, in the order of `i`, years before any deploy these tests make. */
const nomeDaVersao = (i) =>
  `${carimboUtc(new Date(Date.UTC(2020, 0, 1) + i * 3_600_000))}-${i.toString(16).padStart(8, '0')}`;

/** `quantas` shell versions, shell.json pointing at the `viva`-th; returns their names, oldest first. */
async function versoesDoShell(quantas, viva) {
  const nomes = Array.from({ length: quantas }, (_, i) => nomeDaVersao(i));
  for (const nome of nomes) await escreverShell(path.join(dados, 'shell', nome));
  await writeFile(path.join(dados, 'shell.json'), `${JSON.stringify({ version: nomes[viva] })}\n`);
  return nomes;
}

/** `quantas` versions of remote `nome`, the registry pointing at the `viva`-th (none when null). */
async function versoesDoRemoto(nome, quantas, viva, prefixes) {
  const nomes = Array.from({ length: quantas }, (_, i) => nomeDaVersao(i));
  for (const versao of nomes)
    await escreverRemoto(path.join(dados, 'remotes', nome, versao), { nome, prefixes, conteudo: versao });
  if (viva !== null) await apontarRemoto(dados, nome, nomes[viva]);
  return nomes;
}

/** What a folder of versions holds, copies and temporary names included. */
const conteudo = async (...partes) => (await readdir(path.join(dados, ...partes))).sort();
const ponteiros = async () => [
  await readFile(path.join(dados, 'shell.json'), 'utf8'),
  await readFile(path.join(dados, 'remotes.json'), 'utf8'),
];

beforeEach(async () => {
  raiz = await mkdtemp(path.join(tmpdir(), 'poda-da-origem-'));
  dados = path.join(raiz, 'origem');
});
afterEach(() => rm(raiz, { recursive: true, force: true }));

describe('o que a poda guarda', () => {
  it('o número de versões do shell é o do gateway: a viva e as anteriores em que ele procura arquivos com hash', async () => {
    const fonte = await readFile(path.join(RAIZ, 'gateway/src/shell-publicado.ts'), 'utf8');
    const [, lido] = /export const VERSOES_ANTERIORES_PROCURADAS = (\d+);/.exec(fonte);
    assert.equal(versoesDoShellQueOGatewayProcura(), Number(lido) + 1);
  });

  it('guarda as vivas e as mais novas de cada parte e remove o resto; o shell nunca abaixo do que o gateway procura', async () => {
    const doGateway = versoesDoShellQueOGatewayProcura();
    // The shell rolled back to its third version, four more published than the gateway looks in (15 in all).
    const total = doGateway + 4;
    const doShell = await versoesDoShell(total, 2);
    const programas = await versoesDoRemoto('mfe_programas', 8, 1, ['faq']);
    const usuario = await versoesDoRemoto('mfe_usuario', 2, 1, ['usuario']);
    // Published, never pointed at (a registry line removed by hand): the newest still kept.
    const gestao = await versoesDoRemoto('mfe_gestao', 5, null, ['gestao']);
    const antes = await ponteiros();

    const poda = await podarOrigem({ dados, manter: 3 });

    const guardadasDoShell = [doShell[2], ...doShell.slice(-doGateway)];
    assert.deepEqual(await listarVersoesDoShell(dados), guardadasDoShell);
    assert.deepEqual(await listarVersoes(dados, 'mfe_programas'), [programas[1], ...programas.slice(-3)]);
    assert.deepEqual(await listarVersoes(dados, 'mfe_usuario'), usuario);
    assert.deepEqual(await listarVersoes(dados, 'mfe_gestao'), gestao.slice(-3));
    assert.deepEqual(await ponteiros(), antes, 'nenhum ponteiro muda');
    assert.deepEqual(await conteudo('shell'), guardadasDoShell, 'nem cópia temporária nem sobra');
    assert.deepEqual(await conteudo('remotes', 'mfe_programas'), [programas[1], ...programas.slice(-3)]);
    assert.deepEqual(
      (await conteudo()).sort(),
      ['remotes', 'remotes.json', 'shell', 'shell.json'],
      'nem trava',
    );

    const parte = (nome) => poda.partes.find((p) => p.nome === nome);
    assert.deepEqual(parte('shell'), {
      nome: 'shell',
      viva: doShell[2],
      previas: [],
      mantidas: guardadasDoShell,
      removidas: doShell.filter((v) => !guardadasDoShell.includes(v)),
    });
    assert.deepEqual(parte('mfe_programas').removidas, [programas[0], ...programas.slice(2, 5)]);
    assert.equal(parte('mfe_gestao').viva, null);
    assert.equal(poda.removidas, total - guardadasDoShell.length + 4 + 2);
  });

  it('nunca remove uma versão que um ponteiro nomeia, na versão ou no manifesto da linha', async () => {
    const programas = await versoesDoRemoto('mfe_programas', 4, null, ['faq']);
    const linha = {
      manifest: `/remotes/mfe_programas/${programas[1]}/mf-manifest.json`,
      version: programas[0],
    };
    await writeFile(
      path.join(dados, 'remotes.json'),
      JSON.stringify({ remotes: { mfe_programas: { ...linha, prefixes: ['faq'] } } }),
    );
    await podarOrigem({ dados, manter: 1 });
    assert.deepEqual(await listarVersoes(dados, 'mfe_programas'), [programas[0], programas[1], programas[3]]);
  });

  it('sem --manter, guarda de cada remoto tantas versões quanto do shell', async () => {
    // A tab open on a remote's old version lazy-loads that version's pages: the same window as the shell's.
    const padrao = versoesDoShellQueOGatewayProcura();
    const programas = await versoesDoRemoto('mfe_programas', padrao + 2, 0, ['faq']);
    await podarOrigem({ dados });
    assert.deepEqual(await listarVersoes(dados, 'mfe_programas'), [
      programas[0],
      ...programas.slice(-padrao),
    ]);
  });

  it('um --manter maior que o do gateway vale também para o shell', async () => {
    const doShell = await versoesDoShell(versoesDoShellQueOGatewayProcura() + 3, 0);
    await podarOrigem({ dados, manter: versoesDoShellQueOGatewayProcura() + 1 });
    assert.deepEqual(await listarVersoesDoShell(dados), [
      doShell[0],
      ...doShell.slice(-versoesDoShellQueOGatewayProcura() - 1),
    ]);
  });

  it('recusa podar, sem remover nada, quando não sabe qual versão é a viva', async () => {
    const doShell = await versoesDoShell(versoesDoShellQueOGatewayProcura() + 2, 0);
    await writeFile(path.join(dados, 'shell.json'), '{"version":');
    await assert.rejects(podarOrigem({ dados, manter: 1 }), /shell\.json não é JSON/);
    assert.deepEqual(await conteudo('shell'), doShell);
    await writeFile(path.join(dados, 'shell.json'), `{"version":"${doShell[0]}"}`);
    await writeFile(path.join(dados, 'remotes.json'), '{"remotes":');
    await assert.rejects(podarOrigem({ dados, manter: 1 }), SyntaxError);
    assert.deepEqual(await conteudo('shell'), doShell);
  });

  it('remove as sobras de uma poda interrompida, não as de uma em curso nem cópias de um deploy', async () => {
    const programas = await versoesDoRemoto('mfe_programas', 2, 1, ['faq']);
    const morto = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout;
    const pasta = path.join(dados, 'remotes', 'mfe_programas');
    const sobra = `${programas[0]}.tmp-remocao-${morto}`;
    const emCurso = `${programas[0]}.tmp-remocao-${process.pid}`;
    const copia = `${nomeDaVersao(9)}.tmp-${morto}`;
    for (const nome of [sobra, emCurso, copia])
      await mkdir(path.join(pasta, nome, 'chunks'), { recursive: true });
    await podarOrigem({ dados, manter: 5 });
    assert.deepEqual(await conteudo('remotes', 'mfe_programas'), [...programas, copia, emCurso].sort());
  });
});

describe('prévias (deploy:remote --previa)', () => {
  const UM_DIA = 24 * 3_600_000;

  /** A preview published as deploy:remote --previa publishes it, on an origin whose shell can mount it. */
  async function publicarPrevia(conteudo) {
    const build = path.join(raiz, `build-${conteudo}`);
    await escreverRemoto(build, { conteudo, prefixes: ['faq'] });
    return (await publicarBuild({ remoto, dados, pastaBuild: build, previa: true })).versao;
  }

  it('não ocupam o lugar das versões publicadas; ficam por uma semana e então saem', async () => {
    await versoesDoShell(1, 0);
    const programas = await versoesDoRemoto('mfe_programas', 3, 2, ['faq']);
    const previas = [await publicarPrevia('previa-1'), await publicarPrevia('previa-2')];

    const poda = await podarOrigem({ dados, manter: 3 });
    assert.deepEqual(await listarVersoes(dados, 'mfe_programas'), [...programas, ...previas]);
    assert.deepEqual(poda.partes.find((p) => p.nome === 'mfe_programas').previas, previas);

    const daquiAOitoDias = new Date(Date.now() + 8 * UM_DIA);
    await podarOrigem({ dados, manter: 3, agora: daquiAOitoDias });
    assert.deepEqual(await listarVersoes(dados, 'mfe_programas'), programas);
    assert.deepEqual(await conteudo('remotes', 'mfe_programas'), programas, 'nenhuma marca de prévia sobra');
  });

  it('uma prévia promovida (o registro apontou para ela) conta como versão publicada', async () => {
    await versoesDoShell(1, 0);
    const programas = await versoesDoRemoto('mfe_programas', 2, 1, ['faq']);
    const previa = await publicarPrevia('promovida');
    const pastaBuild = path.join(dados, 'remotes', 'mfe_programas', previa);
    await apontarConferido({ nome: 'mfe_programas', dados, versao: previa, pastaBuild });
    await apontarRemoto(dados, 'mfe_programas', programas[1]);

    await podarOrigem({ dados, manter: 2, agora: new Date(Date.now() + 30 * UM_DIA) });
    assert.deepEqual(await listarVersoes(dados, 'mfe_programas'), [programas[1], previa]);
  });

  it('uma marca sem a sua prévia sai quando a prévia sairia; mais nova, pode ser uma cópia em curso e fica', async () => {
    await versoesDoShell(1, 0);
    const programas = await versoesDoRemoto('mfe_programas', 1, 0, ['faq']);
    const pasta = path.join(dados, 'remotes', 'mfe_programas');
    // An interrupted prune's mark (years old) and one written by a preview whose copy is still running (just now).
    const antiga = `${nomeDaVersao(5)}.previa`;
    const emCopia = `${carimboUtc(new Date())}-0c0c0c0c.previa`;
    for (const marca of [antiga, emCopia]) await writeFile(path.join(pasta, marca), '');
    await podarOrigem({ dados, manter: 1 });
    assert.deepEqual(await conteudo('remotes', 'mfe_programas'), [...programas, emCopia].sort());
  });

  it('a marca vem antes da cópia, e uma cópia que falha a leva embora', async () => {
    // Marked first, a preview folder is never seen unmarked by a prune (it would count among the published ones).
    await versoesDoShell(1, 0);
    const programas = await versoesDoRemoto('mfe_programas', 1, 0, ['faq']);
    const build = path.join(raiz, 'build-que-nao-copia');
    await escreverRemoto(build, { conteudo: 'sem-copia', prefixes: ['faq'] });
    const pasta = path.join(dados, 'remotes', 'mfe_programas');
    let vistoNaCopia;
    // fs.cp, as versao.mjs imported it: the builtin's named exports follow its object once synced.
    const copia = mock.method(fsPromises, 'cp', async () => {
      vistoNaCopia = await readdir(pasta);
      throw new Error('disco cheio');
    });
    syncBuiltinESMExports();
    try {
      await assert.rejects(publicarBuild({ remoto, dados, pastaBuild: build, previa: true }), /disco cheio/);
    } finally {
      copia.mock.restore();
      syncBuiltinESMExports();
    }
    assert.equal(vistoNaCopia.filter((n) => n.endsWith('.previa')).length, 1, vistoNaCopia.join(', '));
    assert.deepEqual(await conteudo('remotes', 'mfe_programas'), programas);
  });

  it('o comando marca as prévias e diz por quanto tempo ficam', async () => {
    await versoesDoShell(1, 0);
    await versoesDoRemoto('mfe_programas', 1, 0, ['faq']);
    const previa = await publicarPrevia('marcada');
    const { stdout } = await prune();
    assert.match(stdout, new RegExp(`^  mantida   ${previa}  \\(prévia\\)$`, 'm'));
    assert.match(stdout, /as prévias dos últimos 7 dias/);
  });
});

describe('pnpm prune:origin', () => {
  it('diz em português o que removeu e o que manteve', async () => {
    const doShell = await versoesDoShell(versoesDoShellQueOGatewayProcura() + 1, 1);
    const programas = await versoesDoRemoto('mfe_programas', 4, 3, ['faq']);
    const { stdout } = await prune('--manter', '2');
    assert.match(stdout, new RegExp(`^shell: 1 removida, ${doShell.length - 1} mantidas$`, 'm'));
    assert.match(stdout, new RegExp(`^  removida  ${doShell[0]}$`, 'm'));
    assert.match(stdout, new RegExp(`^  mantida   ${doShell[1]}  \\(viva\\)$`, 'm'));
    assert.match(stdout, new RegExp(`^mfe_programas: 2 removidas, 2 mantidas$`, 'm'));
    assert.match(stdout, new RegExp(`^  removida  ${programas[1]}$`, 'm'));
    assert.match(stdout, new RegExp(`^  mantida   ${programas[2]}$`, 'm'));
    assert.match(stdout, new RegExp(`^  mantida   ${programas[3]}  \\(viva\\)$`, 'm'));
    assert.match(stdout, new RegExp(`^3 versões removidas de ${dados}\\.$`, 'm'));
    assert.deepEqual(await listarVersoes(dados, 'mfe_programas'), programas.slice(2));
  });

  it('--simular diz o que removeria e não remove nada', async () => {
    const doShell = await versoesDoShell(versoesDoShellQueOGatewayProcura() + 2, 0);
    const programas = await versoesDoRemoto('mfe_programas', 3, 0, ['faq']);
    const { stdout } = await prune('--manter', '1', '--simular');
    assert.match(stdout, /^shell: 1 seria removida, /m);
    assert.match(stdout, new RegExp(`^  seria removida  ${doShell[1]}$`, 'm'));
    assert.match(stdout, new RegExp(`^  seria removida  ${programas[1]}$`, 'm'));
    assert.match(stdout, /^Simulação: 2 versões seriam removidas; nada foi removido\.$/m);
    assert.deepEqual(await conteudo('shell'), doShell);
    assert.deepEqual(await conteudo('remotes', 'mfe_programas'), programas);
  });

  it('diz quando não há nada a remover', async () => {
    await versoesDoShell(2, 1);
    const { stdout } = await prune();
    assert.match(stdout, /^shell: nada a remover, 2 mantidas$/m);
    assert.match(stdout, new RegExp(`^Nenhuma versão removida de ${dados}\\.$`, 'm'));
  });

  it('recusa um --manter que não é um inteiro positivo e uma origem que não existe', async () => {
    await versoesDoShell(2, 1);
    for (const manter of ['0', '-1', 'dois', '1.5'])
      await assert.rejects(prune(`--manter=${manter}`), {
        stderr: `✖ --manter pede um número inteiro maior que zero (recebeu "${manter}").\n`,
      });
    await assert.rejects(
      rodar(process.execPath, [
        path.join(RAIZ, 'scripts/prune-origin.mjs'),
        '--destino',
        path.join(raiz, 'nada'),
      ]),
      { stderr: `✖ A origem ${path.join(raiz, 'nada')} não existe.\n` },
    );
    assert.equal(existsSync(path.join(raiz, 'nada')), false, 'não cria a pasta');
  });
});

describe('ao subir o portal ou a homologação', () => {
  it('poda a origem e diz quantas versões saíram', async () => {
    // The live one, the gateway's window after it, and two older ones that go.
    const doShell = await versoesDoShell(versoesDoShellQueOGatewayProcura() + 3, 0);
    const log = mock.method(console, 'log', () => undefined);
    await podarAoSubir(dados);
    log.mock.restore();
    assert.deepEqual(await listarVersoesDoShell(dados), [doShell[0], ...doShell.slice(3)]);
    assert.deepEqual(log.mock.calls[0].arguments, [`✔ 2 versões antigas removidas de ${dados} (shell: 2)`]);
  });

  it('uma poda que não pode rodar é um aviso: quem sobe não para', async () => {
    const doShell = await versoesDoShell(versoesDoShellQueOGatewayProcura() + 2, 0);
    await writeFile(path.join(dados, 'shell.json'), '{"version":');
    const aviso = mock.method(console, 'warn', () => undefined);
    await podarAoSubir(dados);
    aviso.mock.restore();
    assert.deepEqual(await conteudo('shell'), doShell);
    assert.match(
      aviso.mock.calls[0].arguments[0],
      /^⚠ as versões antigas de .+ não foram removidas: .*shell\.json/,
    );
  });
});

describe('poda, deploys e rollbacks ao mesmo tempo', () => {
  /** An origin whose shell can mount the remote builds builds-de-teste.mjs writes. */
  async function origemComShell() {
    await versoesDoShell(1, 0);
  }

  it('a trava os serializa: a versão sendo publicada nunca é removida', async () => {
    await origemComShell();
    const programas = await versoesDoRemoto('mfe_programas', 3, 2, ['faq']);
    // The deploy copies its version, then waits for the shell's lock (held here) to check it and write its line.
    const trava = path.join(dados, 'shell.json.lock');
    await writeFile(trava, String(process.pid));
    const build = path.join(raiz, 'build');
    await escreverRemoto(build, { conteudo: 'novo', prefixes: ['faq'] });
    const publicando = publicarBuild({ remoto, dados, pastaBuild: build });
    let nova;
    while (!nova) {
      await pausa(20);
      nova = (await listarVersoes(dados, 'mfe_programas')).find((v) => !programas.includes(v));
    }
    // The prune, in its own process, keeps only one version besides the live one: waits for the same lock.
    const podando = prune('--manter', '1');
    await pausa(300);
    assert.deepEqual(
      await listarVersoes(dados, 'mfe_programas'),
      [...programas, nova],
      'nada removido sem a trava',
    );
    await rm(trava);
    const [{ versao }, { stdout }] = await Promise.all([publicando, podando]);

    assert.equal(versao, nova);
    assert.equal((await lerRegistro(dados)).remotes.mfe_programas.version, nova);
    const restantes = await listarVersoes(dados, 'mfe_programas');
    assert.ok(restantes.includes(nova), stdout);
    assert.ok(!restantes.includes(programas[0]) && !restantes.includes(programas[1]), stdout);
  });

  it('um rollback de remoto que viu a versão antes da poda falha dizendo que ela não existe', async () => {
    await origemComShell();
    const programas = await versoesDoRemoto('mfe_programas', 3, 2, ['faq']);
    const pastaBuild = path.join(dados, 'remotes', 'mfe_programas', programas[0]);
    await podarOrigem({ dados, manter: 1 });
    await assert.rejects(
      apontarConferido({ nome: 'mfe_programas', dados, versao: programas[0], pastaBuild }),
      {
        message: `A versão ${programas[0]} de mfe_programas não existe em ${path.dirname(pastaBuild)}.`,
      },
    );
    assert.equal((await lerRegistro(dados)).remotes.mfe_programas.version, programas[2]);
  });

  it('um rollback do shell que viu a versão antes da poda falha dizendo que ela não existe', async () => {
    const doShell = await versoesDoShell(versoesDoShellQueOGatewayProcura() + 1, 1);
    await versoesDoRemoto('mfe_programas', 1, 0, ['faq']);
    await podarOrigem({ dados, manter: 1 });
    await assert.rejects(voltarShell(dados, doShell[0]), {
      message: `A versão ${doShell[0]} do shell não existe em ${path.join(dados, 'shell')} (sem index.html).`,
    });
    assert.equal(await lerShellPublicado(dados), doShell[1]);
  });

  it('rollback:remote e rollback:shell de uma versão podada dizem que ela não existe e quais existem', async () => {
    const doShell = await versoesDoShell(versoesDoShellQueOGatewayProcura() + 1, 1);
    const programas = await versoesDoRemoto('mfe_programas', 3, 2, ['faq']);
    await podarOrigem({ dados, manter: 1 });
    await assert.rejects(script('rollback-remote.mjs', 'mfe-programas', programas[0]), {
      stderr: `✖ A versão ${programas[0]} de mfe_programas não existe. Disponíveis: ${programas[2]}.\n`,
    });
    await assert.rejects(script('rollback-shell.mjs', doShell[0]), {
      stderr: `✖ A versão ${doShell[0]} do shell não existe em ${dados}. Disponíveis: ${doShell.slice(1).join(', ')}.\n`,
    });
  });
});
