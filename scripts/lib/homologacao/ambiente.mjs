/**
 * The staging topology on this machine (issue 29 §3, decision 0227): every part its own process on its own loopback
 * address, started in order and checked ready, its output in `<pasta>/logs/<parte>.log`. `pnpm staging` starts it
 * and waits; `pnpm staging:test` starts it, breaks parts of it on purpose and starts them again (`matar`, `iniciar`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  rmSync,
  openSync,
  readFileSync,
  writeFileSync,
  appendFileSync,
  closeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { RAIZ, listarRemotos, pastaDoBuildDoShell } from '../caminhos.mjs';
import { compilarServidores, construirFrontends } from '../construcao.mjs';
import { descreverTroca, publicarBuild } from '../implantacao.mjs';
import { podarAoSubir } from '../poda-da-origem.mjs';
import { portaOcupada } from '../portas-livres.mjs';
import { preRenderizarVersoesVivas } from '../pre-renderizacao.mjs';
import { lerRegistro, pastaVersoes } from '../registro.mjs';
import { publicarShellSeMudou } from '../shell-publicado.mjs';
import { comandoDaApi, comandoDoCep, comandoDoGateway, comandoDoGovbr, comandoDoSmtp } from './comandos.mjs';
import { escreverBordaConfiavel, preencherModelo, valoresDoModeloNginx } from './modelos.mjs';
import { garantirMotores, usuarioDosBancos } from './motores.mjs';
import { PARTES } from './topologia.mjs';

const MODELO_NGINX = path.join(RAIZ, 'deploy/nginx/portal.conf.template');
const MODELO_PGBOUNCER = path.join(RAIZ, 'deploy/pgbouncer/pgbouncer.ini.template');
const PRAZO_PARA_ENCERRAR_MS = 10_000;

const esperar = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function paginasDoShell() {
  const { avaliarTypeScript } = createRequire(import.meta.url)(
    '../../../tooling/webpack/avaliar-typescript.cjs',
  );
  return avaliarTypeScript(path.join(RAIZ, 'contracts/src/routes.ts')).RotaDoShell;
}

/** Generated once and kept in the staging folder (mode 600), never printed: the JWT key and gov.br's client secret. */
function lerOuGerarSegredos(pasta) {
  mkdirSync(pasta, { recursive: true, mode: 0o700 });
  const arquivo = path.join(pasta, 'segredos.json');
  if (existsSync(arquivo)) return JSON.parse(readFileSync(arquivo, 'utf8'));
  const segredos = {
    jwt: randomBytes(48).toString('base64url'),
    govbr: randomBytes(32).toString('base64url'),
  };
  writeFileSync(arquivo, `${JSON.stringify(segredos, null, 2)}\n`, { mode: 0o600 });
  return segredos;
}

async function respondeHttp(url) {
  const resposta = await fetch(url, { signal: AbortSignal.timeout(2000) }).catch(() => null);
  return resposta?.status === 200;
}

export class Homologacao {
  /** @type {Map<string, { filho: import('node:child_process').ChildProcess, saida: Promise<unknown> }>} */
  processos = new Map();
  encerrando = false;

  constructor(topologia, { aoSairSozinho = () => undefined } = {}) {
    this.topologia = topologia;
    this.aoSairSozinho = aoSairSozinho;
  }

  /** Addresses in use by something else: staging refuses to start beside it. */
  async enderecosOcupados() {
    const ocupados = [];
    for (const [nome, { host, porta }] of Object.entries(this.topologia.enderecos))
      if (await portaOcupada(porta, host)) ocupados.push(`${nome} ${host}:${porta}`);
    return ocupados;
  }

  /**
   * Engines, secrets, builds, the shell's build and the first version of each remote on the static origin,
   * configuration files.
   */
  async preparar() {
    const { pastas } = this.topologia;
    for (const pasta of Object.values(pastas)) mkdirSync(pasta, { recursive: true });
    this.motores = garantirMotores(this.topologia);
    this.usuario = usuarioDosBancos();
    this.segredos = lerOuGerarSegredos(pastas.segredos);
    // A new password for the test accounts at every start of staging: the APIs keep the one this file holds.
    rmSync(this.topologia.contasDeTeste, { force: true });
    this.rotaDoShell = paginasDoShell();
    await construirFrontends();
    await this.implantarPrimeirasVersoes();
    // The API and the gateway run compiled, as their images run them (decisions 0160, 0202).
    await compilarServidores();
    this.escreverConfiguracoes();
  }

  /**
   * The shell is published to the origin as deploy:shell publishes it (decision 0209), and goes live again when this
   * machine built a different one; the remotes only when the origin has none of theirs. Then the origin is pruned as
   * `pnpm start` prunes its own: each staging run that built a new shell added a version (decision 0226).
   */
  async implantarPrimeirasVersoes() {
    const dados = this.topologia.pastas.origem;
    const shell = await publicarShellSeMudou({ dados, pastaBuild: pastaDoBuildDoShell() });
    if (shell.publicado)
      console.log(`✔ origem estática — ${descreverTroca('shell', shell.anterior, shell.versao)}`);
    const { remotes } = await lerRegistro(dados);
    for (const remoto of listarRemotos()) {
      const atual = remotes[remoto.nome];
      if (atual && existsSync(path.join(pastaVersoes(dados, remoto.nome), atual.version))) continue;
      const { versao, anterior } = await publicarBuild({ remoto, dados });
      console.log(`✔ origem estática — ${descreverTroca(remoto.nome, anterior, versao)}`);
    }
    await podarAoSubir(dados);
  }

  /** The folders a database engine or nginx writes to belong to the user it runs as. */
  daoUsuario(pasta, modo) {
    mkdirSync(pasta, { recursive: true });
    if (modo) chmodSync(pasta, modo);
    if (this.usuario) chownSync(pasta, this.usuario.uid, this.usuario.gid);
  }

  escreverConfiguracoes() {
    const { enderecos: e, pastas } = this.topologia;
    const pastaNginx = pastas.nginx;
    for (const sub of ['', 'cache', 'tmp', 'logs']) this.daoUsuario(path.join(pastaNginx, sub));
    const valoresNginx = valoresDoModeloNginx(this.topologia);
    writeFileSync(
      path.join(pastaNginx, 'portal.conf'),
      preencherModelo(readFileSync(MODELO_NGINX, 'utf8'), valoresNginx),
    );
    // The trusted edge's set_real_ip_from lines, by the script the nginx image runs in production (decision 0227).
    escreverBordaConfiavel(valoresNginx);
    // Staging's own main file: what the nginx image's default nginx.conf does, with paths a non-root nginx can write.
    const tmp = path.join(pastaNginx, 'tmp');
    writeFileSync(
      path.join(pastaNginx, 'nginx.conf'),
      [
        'daemon off;',
        'worker_processes 2;',
        `pid ${path.join(pastaNginx, 'nginx.pid')};`,
        `error_log ${path.join(pastaNginx, 'logs', 'erros.log')} warn;`,
        'events { worker_connections 2048; }',
        'http {',
        '    include /etc/nginx/mime.types;',
        '    default_type application/octet-stream;',
        '    sendfile on;',
        '    keepalive_timeout 65;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `    ${t}_temp_path ${tmp}/${t};`),
        `    include ${path.join(pastaNginx, 'portal.conf')};`,
        '}',
        '',
      ].join('\n'),
    );
    this.daoUsuario(pastas.pgbouncer);
    writeFileSync(
      path.join(pastas.pgbouncer, 'pgbouncer.ini'),
      preencherModelo(readFileSync(MODELO_PGBOUNCER, 'utf8'), {
        PGBOUNCER_LISTEN_ADDR: e.pgbouncer.host,
        PGBOUNCER_PORT: e.pgbouncer.porta,
        PG_PRIMARIO_HOST: e['postgres-primario'].host,
        PG_PRIMARIO_PORT: e['postgres-primario'].porta,
        PGBOUNCER_DIR: pastas.pgbouncer,
        PGBOUNCER_AUTH_TYPE: 'trust',
      }),
    );
    writeFileSync(path.join(pastas.pgbouncer, 'userlist.txt'), '"portal" ""\n');
  }

  // ——— the PostgreSQL clusters ———

  comoUsuario(comando, argumentos) {
    const { status, stderr } = spawnSync(comando, argumentos, {
      encoding: 'utf8',
      ...(this.usuario ?? {}),
      cwd: '/',
    });
    if (status !== 0) throw new Error(`${path.basename(comando)} falhou: ${stderr}`);
  }

  criarPrimarioSeFaltar() {
    const pasta = this.topologia.pastas.primario;
    if (existsSync(path.join(pasta, 'PG_VERSION'))) return;
    this.daoUsuario(pasta, 0o700);
    console.log('Criando o cluster primário (initdb)…');
    this.comoUsuario(this.motores.initdb, [
      '-D',
      pasta,
      '-U',
      'portal',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-locale',
    ]);
    // Loopback only: every part of staging is on 127.0.0.0/8, replication included.
    appendFileSync(
      path.join(pasta, 'pg_hba.conf'),
      '\nhost all all 127.0.0.0/8 trust\nhost replication all 127.0.0.0/8 trust\n',
    );
  }

  criarReplicaSeFaltar() {
    const pasta = this.topologia.pastas.replica;
    if (existsSync(path.join(pasta, 'PG_VERSION'))) return;
    this.daoUsuario(pasta, 0o700);
    const { host, porta } = this.topologia.enderecos['postgres-primario'];
    console.log('Criando a réplica (pg_basebackup do primário)…');
    this.comoUsuario(this.motores.pgBasebackup, [
      ...['-h', host, '-p', String(porta), '-U', 'portal', '-D', pasta],
      ...['-R', '-X', 'stream', '-c', 'fast'],
    ]);
  }

  criarBancoSeFaltar() {
    const { host, porta } = this.topologia.enderecos['postgres-primario'];
    const psql = (sql) =>
      spawnSync(
        this.motores.psql,
        ['-h', host, '-p', String(porta), '-U', 'portal', '-d', 'postgres', '-tAc', sql],
        {
          encoding: 'utf8',
        },
      );
    if (psql("SELECT 1 FROM pg_database WHERE datname = 'portal'").stdout.trim() === '1') return;
    const { status, stderr } = psql('CREATE DATABASE portal');
    if (status !== 0) throw new Error(`CREATE DATABASE portal falhou: ${stderr}`);
  }

  // ——— processes ———

  definicao(nome) {
    const { topologia, motores, segredos, rotaDoShell } = this;
    const { enderecos: e, pastas } = topologia;
    const contexto = { topologia, motores, segredos, rotaDoShell };
    const postgres = (pasta, parte) => ({
      comando: motores.postgres,
      argumentos: [
        ...['-D', pasta, '-c', `listen_addresses=${e[parte].host}`, '-c', `port=${e[parte].porta}`],
        ...['-c', 'unix_socket_directories=', '-c', 'max_connections=120', '-c', 'wal_level=replica'],
        ...['-c', 'max_wal_senders=5', '-c', 'hot_standby=on', '-c', 'shared_buffers=64MB'],
      ],
      cwd: '/',
      usuario: true,
    });
    switch (nome) {
      case 'postgres-primario':
        return postgres(pastas.primario, nome);
      case 'postgres-replica':
        return postgres(pastas.replica, nome);
      case 'pgbouncer':
        return {
          comando: motores.pgbouncer,
          argumentos: [path.join(pastas.pgbouncer, 'pgbouncer.ini')],
          cwd: '/',
          usuario: true,
        };
      case 'nginx':
        return {
          comando: motores.nginx,
          argumentos: [
            ...['-e', path.join(pastas.nginx, 'logs', 'erros.log')],
            ...['-p', pastas.nginx, '-c', path.join(pastas.nginx, 'nginx.conf')],
          ],
          cwd: pastas.nginx,
          usuario: true,
        };
      case 'smtp':
        return comandoDoSmtp(contexto);
      case 'govbr':
        return comandoDoGovbr(contexto);
      case 'cep':
        return comandoDoCep(contexto);
      case 'api-1':
      case 'api-2':
        return comandoDaApi({ ...contexto, instancia: nome.at(-1) });
      case 'gateway-1':
      case 'gateway-2':
        return comandoDoGateway({ ...contexto, instancia: nome.at(-1) });
      default:
        throw new Error(`parte desconhecida: ${nome}`);
    }
  }

  /** When a part answers: what the part itself offers (pg_isready, a health route), never only an open port. */
  async pronto(nome) {
    const { enderecos: e, urlGovbr } = this.topologia;
    const { host, porta } = e[nome];
    switch (nome) {
      case 'postgres-primario':
      case 'postgres-replica':
        return (
          spawnSync(this.motores.pgIsready, ['-h', host, '-p', String(porta), '-U', 'portal']).status === 0
        );
      case 'govbr':
        return respondeHttp(`${urlGovbr}.well-known/openid-configuration`);
      case 'api-1':
      case 'api-2':
        return respondeHttp(`http://${host}:${porta}/v1/ready`);
      case 'gateway-1':
      case 'gateway-2':
        return respondeHttp(`http://${host}:${porta}/config.js`);
      case 'nginx':
        return respondeHttp(`${this.topologia.urlPortal}/v1/ready`);
      default:
        return portaOcupada(porta, host);
    }
  }

  async esperarPronto(nome, prazoMs = 90_000) {
    const limite = Date.now() + prazoMs;
    while (Date.now() < limite) {
      const processo = this.processos.get(nome);
      if (processo && processo.filho.exitCode !== null)
        throw new Error(
          `${nome} terminou ao subir (código ${processo.filho.exitCode}); veja ${this.arquivoDeLog(nome)}`,
        );
      if (await this.pronto(nome)) return;
      await esperar(250);
    }
    throw new Error(`${nome} não ficou pronto em ${prazoMs / 1000} s; veja ${this.arquivoDeLog(nome)}`);
  }

  arquivoDeLog(nome) {
    return path.join(this.topologia.pastas.logs, `${nome}.log`);
  }

  /** Starts one part (again): its output appended to its log file. */
  iniciar(nome) {
    const { comando, argumentos, cwd, env, usuario } = this.definicao(nome);
    const log = openSync(this.arquivoDeLog(nome), 'a');
    appendFileSync(this.arquivoDeLog(nome), `\n—— ${new Date().toISOString()} ${nome} iniciado ——\n`);
    const filho = spawn(comando, argumentos, {
      cwd,
      env: env ?? { PATH: process.env.PATH },
      stdio: ['ignore', log, log],
      ...(usuario && this.usuario ? this.usuario : {}),
    });
    closeSync(log);
    const saida = new Promise((resolve) =>
      filho.once('exit', (codigo, sinal) => {
        resolve({ nome, codigo, sinal });
        if (!this.encerrando && this.processos.get(nome)?.filho === filho)
          this.aoSairSozinho({ nome, codigo, sinal });
      }),
    );
    this.processos.set(nome, { filho, saida });
    return filho;
  }

  async iniciarEEsperar(nome) {
    this.iniciar(nome);
    await this.esperarPronto(nome);
  }

  /** Stops one part with `sinal` (SIGKILL for a crash) and waits for it to be gone. */
  async parar(nome, sinal = 'SIGTERM') {
    const processo = this.processos.get(nome);
    if (!processo || processo.filho.exitCode !== null || processo.filho.signalCode !== null) return;
    this.processos.delete(nome);
    processo.filho.kill(sinal);
    const prazo = esperar(PRAZO_PARA_ENCERRAR_MS).then(() => 'prazo');
    if ((await Promise.race([processo.saida, prazo])) === 'prazo') {
      processo.filho.kill('SIGKILL');
      await processo.saida;
    }
  }

  pid(nome) {
    return this.processos.get(nome)?.filho.pid;
  }

  async subir() {
    const ocupados = await this.enderecosOcupados();
    if (ocupados.length > 0)
      throw new Error(
        `Endereço já em uso (${ocupados.join(', ')}): outra homologação está rodando? Pare-a, ou mude HOMOLOGACAO_OCTETO.`,
      );
    await this.preparar();
    this.criarPrimarioSeFaltar();
    await this.iniciarEEsperar('postgres-primario');
    this.criarBancoSeFaltar();
    this.criarReplicaSeFaltar();
    await this.iniciarEEsperar('postgres-replica');
    for (const nome of PARTES.slice(2)) {
      // The API instances one after the other: the first migrates and seeds, the second finds it done.
      await this.iniciarEEsperar(nome);
    }
    // The catalogue pages are rendered with the catalogue the API serves now, through nginx's API upstream.
    await preRenderizarVersoesVivas({
      dados: this.topologia.pastas.origem,
      urlApi: this.topologia.urlApiInterna,
    });
  }

  tabela() {
    const linhas = [['parte', 'endereço', 'pid']];
    for (const nome of PARTES) {
      const { host, porta } = this.topologia.enderecos[nome];
      linhas.push([nome, `${host}:${porta}`, String(this.pid(nome) ?? '—')]);
    }
    const larguras = linhas[0].map((_, i) => Math.max(...linhas.map((l) => l[i].length)));
    return linhas.map((l) => l.map((c, i) => c.padEnd(larguras[i])).join('  ')).join('\n');
  }

  /** Everything, in reverse start order: the edge first, the primary last. */
  async descer() {
    this.encerrando = true;
    for (const nome of [...PARTES].reverse()) await this.parar(nome, 'SIGTERM');
  }
}
