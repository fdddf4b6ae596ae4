/**
 * The production images, checked without Docker (decision 0223): each Dockerfile's stages, base image and entry are
 * read and held to what scripts/montar-imagem.mjs assembles; then that content is assembled into a temporary folder
 * outside the repository (production dependencies from `pnpm deploy --prod`, compiled entry) and started with
 * `node`, as the image's CMD starts it: the API must answer /v1/health, the gateway /saude.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, describe, it } from 'node:test';
import { RAIZ } from './caminhos.mjs';
import { escreverShell } from './builds-de-teste.mjs';
import { PARTES, lerDockerfile, montarImagem } from './imagem.mjs';
import { publicarShell } from './shell-publicado.mjs';

const DOCKERFILES = { api: 'deploy/api.Dockerfile', portal: 'deploy/portal.Dockerfile' };
const NODE_24_LTS = /^node:24(\.\d+)*-bookworm-slim$/;
const PNPM = JSON.parse(readFileSync(path.join(RAIZ, 'package.json'), 'utf8')).packageManager;
/** Development tools that must not be in an image's node_modules. */
const SO_DE_DESENVOLVIMENTO = ['tsx', 'jest', 'esbuild', 'typescript', '@portal/dev-services'];

let raiz;
before(async () => {
  raiz = await mkdtemp(path.join(tmpdir(), 'imagem-'));
});
after(() => rm(raiz, { recursive: true, force: true }));

/** The exec-form CMD/ENTRYPOINT as an array. */
const comando = (estagio, nome) =>
  JSON.parse(estagio.instrucoes.findLast((i) => i.nome === nome)?.resto ?? 'null');

describe('Dockerfiles', () => {
  for (const [parte, arquivo] of Object.entries(DOCKERFILES)) {
    const estagios = lerDockerfile(readFileSync(path.join(RAIZ, arquivo), 'utf8'));
    const final = estagios.at(-1);

    it(`${arquivo}: estágios em Node 24 LTS slim, e cada COPY --from cita um estágio anterior`, () => {
      assert.ok(estagios.length >= 2, 'multiestágio');
      for (const { imagem } of estagios) assert.match(imagem, NODE_24_LTS);
      estagios.forEach((estagio, i) => {
        for (const { nome, resto } of estagio.instrucoes.filter((x) => x.nome === 'COPY')) {
          const origem = /--from=(\S+)/.exec(resto)?.[1];
          if (origem)
            assert.ok(
              estagios.slice(0, i).some((e) => e.nome === origem),
              `${nome} ${resto}`,
            );
        }
      });
    });

    it(`${arquivo}: monta /app com scripts/montar-imagem.mjs ${parte} e o mesmo pnpm do repositório`, () => {
      const construcao = estagios.find((e) => e.nome === 'construcao');
      const execucoes = construcao.instrucoes.filter((i) => i.nome === 'RUN').map((i) => i.resto);
      assert.ok(execucoes.some((r) => r.includes(`node scripts/montar-imagem.mjs ${parte} /saida`)));
      assert.ok(existsSync(path.join(RAIZ, 'scripts/montar-imagem.mjs')));
      assert.ok(
        execucoes.some((r) => r.includes(`corepack prepare ${PNPM}`)),
        `${PNPM} no Dockerfile`,
      );
      const copias = final.instrucoes.filter((i) => i.nome === 'COPY').map((i) => i.resto);
      assert.deepEqual(copias, ['--from=construcao /saida /app']);
      assert.equal(final.instrucoes.find((i) => i.nome === 'WORKDIR')?.resto, '/app');
    });

    it(`${arquivo}: roda o JavaScript compilado com node, como usuário sem privilégios, sem tsx`, () => {
      const linha = comando(final, 'ENTRYPOINT') ?? comando(final, 'CMD');
      assert.equal(linha[0], 'node');
      assert.equal(
        linha.find((a) => !a.startsWith('-') && a !== 'node'),
        PARTES[parte].entrada,
      );
      assert.equal(final.instrucoes.findLast((i) => i.nome === 'USER')?.resto, 'node');
      assert.ok(!final.instrucoes.some((i) => /tsx/.test(i.resto)));
    });
  }

  it('a imagem do portal não leva o shell, remotos nem registro: eles ficam na origem estática', () => {
    const texto = readFileSync(path.join(RAIZ, DOCKERFILES.portal), 'utf8');
    const instrucoes = lerDockerfile(texto).flatMap((e) => e.instrucoes.map((i) => i.resto));
    assert.ok(!instrucoes.some((r) => /deploy:remote|deploy-remote|\.data|construir-frontends/.test(r)));
    // Decision 0209: the gateway reads the shell from --data-dir, published there by deploy:shell.
    assert.ok(!instrucoes.some((r) => /--shell-dir|\/app\/shell|@portal\/shell|shell\/dist/.test(r)));
  });

  it('api e gateway declaram em engines o Node 24 das imagens', () => {
    for (const { pasta } of Object.values(PARTES)) {
      const { engines } = JSON.parse(readFileSync(path.join(RAIZ, pasta, 'package.json'), 'utf8'));
      assert.match(engines?.node ?? '', /^>=24\./, pasta);
    }
  });

  it('o .dockerignore deixa de fora node_modules, builds e dados locais', () => {
    const ignorados = readFileSync(path.join(RAIZ, '.dockerignore'), 'utf8').split('\n');
    for (const padrao of ['**/node_modules', '**/dist', '.data'])
      assert.ok(ignorados.includes(padrao), padrao);
  });
});

function portaLivre() {
  return new Promise((resolve) => {
    const servidor = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = servidor.address();
      servidor.close(() => resolve(port));
    });
  });
}

/** Starts `node <argumentos>` in the image's folder with a bare environment, as the container would. */
function iniciar(pasta, argumentos, env = {}) {
  const filho = spawn(process.execPath, argumentos, {
    cwd: pasta,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const saida = [];
  for (const fluxo of [filho.stdout, filho.stderr])
    createInterface({ input: fluxo }).on('line', (l) => saida.push(l));
  return { filho, saida };
}

async function esperar200(url, filho, saida, prazoMs = 180_000) {
  const limite = Date.now() + prazoMs;
  while (Date.now() < limite) {
    if (filho.exitCode !== null) throw new Error(`terminou (${filho.exitCode}): ${saida.join('\n')}`);
    const resposta = await fetch(url).catch(() => null);
    if (resposta?.status === 200) return resposta;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} não respondeu 200: ${saida.join('\n')}`);
}

async function parar(filho) {
  if (filho.exitCode !== null) return;
  filho.kill('SIGTERM');
  await once(filho, 'exit');
}

function semFerramentasDeDesenvolvimento(pasta) {
  for (const pacote of SO_DE_DESENVOLVIMENTO)
    assert.ok(!existsSync(path.join(pasta, 'node_modules', pacote)), `${pacote} está na imagem`);
}

/**
 * A throw-away database on the PostgreSQL the API's tests use (production refuses the embedded PGlite), created and
 * dropped with the `pg` of the image's own node_modules.
 */
async function bancoDescartavel(pastaDaImagem) {
  const { default: pg } = await import(path.join(pastaDaImagem, 'node_modules/pg/lib/index.js'));
  const principal = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  const nome = `imagem_${process.pid}_${Date.now()}`;
  const executar = async (sql) => {
    const cliente = new pg.Client({ connectionString: principal.href });
    await cliente.connect();
    try {
      await cliente.query(sql);
    } finally {
      await cliente.end();
    }
  };
  await executar(`CREATE DATABASE ${nome}`);
  const url = new URL(principal);
  url.pathname = `/${nome}`;
  return { url: url.href, descartar: () => executar(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`) };
}

/** Runs `node <argumentos>` in the image's folder to its end, as `docker compose exec api-1 node …` would. */
async function rodar(pasta, argumentos, env) {
  const { filho, saida } = iniciar(pasta, argumentos, env);
  const [codigo] = await once(filho, 'exit');
  return { codigo, saida: saida.join('\n') };
}

describe('conteúdo das imagens, montado e iniciado com node', () => {
  it('api: dependências de produção; dist/server.js responde /v1/health e dist/admin-criar.js cria o primeiro administrador', async () => {
    const { destino } = await montarImagem('api', path.join(raiz, 'api'));
    semFerramentasDeDesenvolvimento(destino);
    assert.ok(existsSync(path.join(destino, 'dist/admin-criar.js')), 'dist/admin-criar.js na imagem');
    const banco = await bancoDescartavel(destino);
    // The image's NODE_ENV=production refuses a start without a shared secret and with the demo accounts.
    // Production refuses an unset gov.br, portal address, CORS, edge, SMTP relay or database (decision 0125). Never-
    // resolving `.invalid` names: the API asks gov.br nothing at start, and sends no e-mail without a message to send.
    const ambiente = {
      DATABASE_URL: banco.url,
      JWT_SECRET: 'segredo-de-teste-da-imagem-com-32-caracteres',
      DEMO_ACCOUNTS: '0',
      TAREFAS_PERIODICAS: '0',
      GOVBR_ISSUER: 'https://sso.exemplo.invalid/',
      GOVBR_CLIENT_ID: 'portal.exemplo.invalid',
      GOVBR_CLIENT_SECRET: 'segredo-de-teste-da-imagem',
      PORTAL_URL: 'https://portal.exemplo.invalid',
      CORS_ORIGINS: 'https://portal.exemplo.invalid',
      TRUST_PROXY: 'uniquelocal',
      SMTP_URL: 'smtp://smtp.exemplo.invalid:587',
    };
    try {
      const porta = await portaLivre();
      const { filho, saida } = iniciar(destino, ['--enable-source-maps', 'dist/server.js'], {
        ...ambiente,
        API_PORT: String(porta),
        API_WORKERS: '1',
        PORTAL_DATA_DIR: path.join(raiz, 'dados-da-api'),
      });
      try {
        const resposta = await esperar200(`http://127.0.0.1:${porta}/v1/health`, filho, saida);
        assert.ok(resposta.headers.get('x-request-id'));
      } finally {
        await parar(filho);
      }
      // The README's first-administrator command, in the image, with the API's environment (decision 0210).
      const admin = await rodar(
        destino,
        [
          'dist/admin-criar.js',
          '--cpf',
          '418.276.395-55',
          '--email',
          'chefe@exemplo.gov.br',
          '--nome',
          'Chefe da Equipe',
        ],
        ambiente,
      );
      assert.equal(admin.codigo, 0, admin.saida);
      assert.match(
        admin.saida,
        /^https:\/\/portal\.exemplo\.invalid\/usuario\/redefinicao-senha\?id=\d+&token=/m,
      );
    } finally {
      await banco.descartar();
    }
  });

  it('portal: sem shell nem remotos, dist/main.js serve /saude com o shell publicado na origem; --caixa-postal é recusada', async () => {
    const { destino } = await montarImagem('portal', path.join(raiz, 'portal'));
    semFerramentasDeDesenvolvimento(destino);
    assert.ok(!existsSync(path.join(destino, 'dist/caixa-postal.js')));
    assert.ok(!existsSync(path.join(destino, 'remotes')) && !existsSync(path.join(destino, 'remotes.json')));
    assert.ok(
      !existsSync(path.join(destino, 'shell')),
      'o shell vem da origem (deploy:shell), não da imagem',
    );
    // The origin mounted at /srv/origem, with a small shell build published by deploy:shell's own code.
    const origem = path.join(raiz, 'origem');
    const shell = path.join(raiz, 'shell-de-teste');
    await escreverShell(shell);
    await publicarShell({ dados: origem, pastaBuild: shell });
    const flags = ['--data-dir', origem, '--host', '127.0.0.1'];
    const porta = await portaLivre();
    const { filho, saida } = iniciar(destino, ['dist/main.js', ...flags, '--port', String(porta)]);
    try {
      const url = `http://127.0.0.1:${porta}`;
      assert.deepEqual(await (await esperar200(`${url}/saude`, filho, saida)).json(), { status: 'ok' });
    } finally {
      await parar(filho);
    }
    const comCaixaPostal = iniciar(destino, ['dist/main.js', ...flags, '--port', '0', '--caixa-postal']);
    const [codigo] = await once(comCaixaPostal.filho, 'exit');
    assert.equal(codigo, 1);
    assert.match(comCaixaPostal.saida.join('\n'), /--caixa-postal é uma ferramenta de desenvolvimento/);
  });
});
