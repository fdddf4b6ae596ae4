#!/usr/bin/env node
/**
 * `pnpm staging:test` (issue 29 §4, decision 0207): starts the staging topology (the same module as `pnpm staging`),
 * runs the Playwright journeys tagged @homologacao through nginx, then breaks it on purpose, one fault at a time,
 * each during a bounded surge (`bench:surge` pointed at nginx) with citizens' probes running beside it. After each
 * fault: seats taken equal enrolments, no citizen with two active enrolments of one modality, every e-mail sent and
 * received exactly once, no 5xx but a 503 with Retry-After. Prints the table; exit code 1 when a row is not clean.
 * `--curto`: the short form of test:all (fewer candidates, fewer journeys). `--sem-jornadas`, `--so <falha,…>`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RAIZ } from './lib/caminhos.mjs';
import { Homologacao } from './lib/homologacao/ambiente.mjs';
import { lerTopologia } from './lib/homologacao/topologia.mjs';
import { BORDA_CONFIAVEL_DA_HOMOLOGACAO } from './lib/homologacao/modelos.mjs';
import { conferirBordaConfiavel, emailsUmaVez, vagasEInscricoes } from './lib/homologacao/verificacoes.mjs';
import { pararSeOPaiSumir } from './lib/processos.mjs';
import { lerRegistro } from './lib/registro.mjs';
import { lerShellPublicado, pastaVersoesDoShell } from './lib/shell-publicado.mjs';

const { values: flags } = parseArgs({
  options: {
    curto: { type: 'boolean', default: false },
    'sem-jornadas': { type: 'boolean', default: false },
    so: { type: 'string', default: '' },
  },
});
const CURTO = flags.curto;
const SURTO = CURTO ? { segundos: 15, candidatos: 60 } : { segundos: 40, candidatos: 300 };
const PARADA_DAS_APIS_S = 30;
/** A citizen outside staging's trusted edge: a loopback address not in BORDA_CONFIAVEL_DA_HOMOLOGACAO. */
const FORA_DA_BORDA = '127.0.0.9';
const esperar = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// A folder of its own, emptied at each run: the journeys and the checks start from the seed, every time.
const topologia = lerTopologia({
  ...process.env,
  HOMOLOGACAO_DIR: process.env.HOMOLOGACAO_DIR || path.join(RAIZ, '.data', 'staging-teste'),
});
rmSync(topologia.pasta, { recursive: true, force: true });
const homologacao = new Homologacao(topologia, {
  aoSairSozinho: ({ nome, codigo, sinal }) => console.error(`! ${nome} parou (${codigo ?? sinal})`),
});
const { urlPortal } = topologia;

// ——— citizens' probes: what a visitor reads while the fault happens ———

/** A 503 that says when to come back is the portal's answer; any other 5xx or no answer is a failure a citizen saw. */
const falhaVisivel = (status, retryAfter) =>
  status === -1 || (status >= 500 && !(status === 503 && retryAfter));

/**
 * The shell's service worker and its boot script as the live version names them: a page open before a shell swap asks
 * for them after it (decision 0209), and a missing one breaks the page.
 */
let arquivosDoShell = [];
async function acharArquivosDoShell() {
  const versao = await lerShellPublicado(topologia.pastas.origem);
  const carga = path.join(pastaVersoesDoShell(topologia.pastas.origem), versao, 'carga-inicial.json');
  const { arquivos } = JSON.parse(readFileSync(carga, 'utf8'));
  return ['/sw.js', ...arquivos.filter((a) => a.endsWith('.js')).map((a) => `/${a}`)];
}

let paginaPreRenderizada = '/';
async function acharPaginaPreRenderizada() {
  // Any prerendered public page of the live versions: the edge must keep serving it with every API stopped.
  const { remotes } = await lerRegistro(topologia.pastas.origem);
  for (const [nome, { version }] of Object.entries(remotes)) {
    const pasta = path.join(topologia.pastas.origem, 'remotes', nome, version, 'prerender');
    try {
      // scripts/lib/pre-renderizacao.mjs writes { "<rota>": { html, dados } } for each page of a version.
      const rota = Object.keys(JSON.parse(readFileSync(path.join(pasta, 'indice.json'), 'utf8')))[0];
      if (rota) return rota;
    } catch {
      // no pages for this one
    }
  }
  return '/';
}

const SONDAS = () => [
  { caminho: '/', aceita: 'text/html' },
  ...arquivosDoShell.map((caminho) => ({ caminho, aceita: '*/*', arquivo: true })),
  { caminho: paginaPreRenderizada, aceita: 'text/html' },
  { caminho: '/v1/programas', aceita: 'application/json' },
  { caminho: '/v1/cursos', aceita: 'application/json' },
  { caminho: '/remotes.json', aceita: 'application/json' },
];

function sondar(registro, parar) {
  return (async () => {
    while (!parar.aborted) {
      for (const { caminho, aceita, arquivo = false } of SONDAS()) {
        const t = Date.now();
        const resposta = await fetch(`${urlPortal}${caminho}`, {
          headers: { accept: aceita },
          signal: AbortSignal.timeout(10_000),
        }).catch(() => null);
        const status = resposta?.status ?? -1;
        await resposta?.arrayBuffer().catch(() => undefined);
        registro.push({
          t,
          caminho,
          status,
          // A file the page needs is there or the page breaks: any answer but 200 is a failure for it.
          falhou: falhaVisivel(status, resposta?.headers.has('retry-after')) || (arquivo && status !== 200),
        });
      }
      await esperar(300);
    }
  })();
}

/**
 * A citizen who forgot the password, every 2 s during the fault: each request that gets 202 queues one e-mail (the
 * outbox, pg-boss, SMTP), so "every e-mail sent exactly once" is checked across the fault, not on an idle queue.
 */
const CONTAS_QUE_ESQUECEM = [
  'maria.silva@exemplo.com.br',
  'ana.lima@exemplo.com.br',
  'joao.souza@exemplo.com.br',
];

function pedirNovasSenhas(registro, parar) {
  return (async () => {
    const saude = await fetch(`${urlPortal}/v1/health`).catch(() => null);
    const csrf = /XSRF-TOKEN=([^;]+)/.exec(saude?.headers.get('set-cookie') ?? '')?.[1] ?? '';
    for (let i = 0; !parar.aborted; i += 1) {
      const t = Date.now();
      const resposta = await fetch(`${urlPortal}/v1/usuario/password/reset/email?origem=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${csrf}`, 'x-xsrf-token': csrf },
        body: JSON.stringify({ login: CONTAS_QUE_ESQUECEM[i % CONTAS_QUE_ESQUECEM.length] }),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => null);
      const status = resposta?.status ?? -1;
      await resposta?.arrayBuffer().catch(() => undefined);
      // 429: the reset's own limit per account, a clear answer to the citizen.
      registro.push({
        t,
        caminho: 'POST nova senha',
        status,
        falhou: status !== 429 && falhaVisivel(status, resposta?.headers.has('retry-after')),
      });
      await esperar(2000);
    }
  })();
}

// ——— the surge ———

function surto(resultado) {
  return new Promise((resolve) => {
    const filho = spawn('pnpm', ['--silent', 'bench:surge'], {
      cwd: RAIZ,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        SURGE_URL: urlPortal,
        SURGE_DATABASE_URL: topologia.bancos.direto,
        SURGE_JWT_SECRET: homologacao.segredos.jwt,
        SURGE_SEGUNDOS: String(SURTO.segundos),
        SURGE_CANDIDATOS: String(SURTO.candidatos),
        SURGE_TURMAS: '2',
        SURGE_VAGAS: String(Math.floor(SURTO.candidatos / 3)),
        SURGE_RESULTADO: resultado,
      },
    });
    let saida = '';
    filho.stdout.on('data', (d) => (saida += d));
    filho.stderr.on('data', (d) => (saida += d));
    filho.once('exit', (codigo) => resolve({ codigo, saida }));
  });
}

// ——— the faults ———

async function reiniciar(nome, sinal) {
  await homologacao.parar(nome, sinal);
  await homologacao.iniciarEEsperar(nome);
}

function pnpm(argumentos, env = {}) {
  const { status, stderr, stdout } = spawnSync('pnpm', ['--silent', ...argumentos], {
    cwd: RAIZ,
    encoding: 'utf8',
    env: { ...process.env, PORTAL_DATA_DIR: topologia.pastas.origem, ...env },
  });
  if (status !== 0) throw new Error(`pnpm ${argumentos.join(' ')}: ${stderr || stdout}`);
  return stdout;
}

/** A new version of mfe-programas (its build plus one file, so its content hash differs), deployed then rolled back. */
async function implantarEReverter() {
  const remoto = 'mfe_programas';
  const anterior = (await lerRegistro(topologia.pastas.origem)).remotes[remoto]?.version;
  const copia = mkdtempSync(path.join(tmpdir(), 'homologacao-build-'));
  try {
    cpSync(path.join(RAIZ, 'mfe-programas', 'dist'), copia, { recursive: true });
    writeFileSync(path.join(copia, 'homologacao.txt'), `implantação de teste ${new Date().toISOString()}\n`);
    pnpm(['deploy:remote', 'mfe-programas', '--build', copia]);
    const nova = (await lerRegistro(topologia.pastas.origem)).remotes[remoto]?.version;
    if (!nova || nova === anterior) throw new Error('a implantação não mudou a versão de mfe_programas');
    await esperar(3000);
    pnpm(['rollback:remote', 'mfe-programas', anterior]);
    const depois = (await lerRegistro(topologia.pastas.origem)).remotes[remoto]?.version;
    if (depois !== anterior) throw new Error(`a reversão deixou ${depois}, não ${anterior}`);
  } finally {
    rmSync(copia, { recursive: true, force: true });
  }
}

/**
 * A new shell (the live version plus one file, so its content hash differs) published to the origin while citizens use
 * the portal, then rolled back (decision 0209): both gateways pick each swap up with no restart, and a page never fails.
 */
async function implantarEReverterOShell() {
  const anterior = await lerShellPublicado(topologia.pastas.origem);
  if (!anterior) throw new Error('a origem de homologação não tem shell publicado');
  const copia = mkdtempSync(path.join(tmpdir(), 'homologacao-shell-'));
  try {
    cpSync(path.join(pastaVersoesDoShell(topologia.pastas.origem), anterior), copia, { recursive: true });
    writeFileSync(path.join(copia, 'homologacao.txt'), `shell de teste ${new Date().toISOString()}\n`);
    pnpm(['deploy:shell', '--build', copia]);
    const nova = await lerShellPublicado(topologia.pastas.origem);
    if (!nova || nova === anterior) throw new Error('a implantação não mudou a versão do shell');
    await esperar(3000);
    pnpm(['rollback:shell', anterior]);
    const depois = await lerShellPublicado(topologia.pastas.origem);
    if (depois !== anterior) throw new Error(`a reversão do shell deixou ${depois}, não ${anterior}`);
  } finally {
    rmSync(copia, { recursive: true, force: true });
  }
}

const FALHAS = [
  {
    nome: 'kill -9 de uma API',
    chave: 'api',
    aplicar: async () => {
      await homologacao.parar('api-1', 'SIGKILL');
      // The process manager's part: start it again (nginx already sends its traffic to api-2).
      await esperar(2000);
      await homologacao.iniciarEEsperar('api-1');
    },
  },
  {
    nome: 'kill -9 de um gateway',
    chave: 'gateway',
    aplicar: async () => {
      await homologacao.parar('gateway-1', 'SIGKILL');
      await esperar(2000);
      await homologacao.iniciarEEsperar('gateway-1');
    },
  },
  {
    nome: `todas as APIs paradas ${PARADA_DAS_APIS_S} s`,
    chave: 'apis',
    aplicar: async () => {
      await Promise.all([homologacao.parar('api-1'), homologacao.parar('api-2')]);
      await esperar(PARADA_DAS_APIS_S * 1000);
      await Promise.all([homologacao.iniciarEEsperar('api-1'), homologacao.iniciarEEsperar('api-2')]);
    },
  },
  {
    nome: 'réplica parada',
    chave: 'replica',
    aplicar: async () => {
      await homologacao.parar('postgres-replica', 'SIGINT');
      await esperar(10_000);
      await homologacao.iniciarEEsperar('postgres-replica');
    },
  },
  {
    nome: 'PgBouncer reiniciado',
    chave: 'pgbouncer',
    aplicar: () => reiniciar('pgbouncer', 'SIGINT'),
  },
  {
    nome: 'remoto implantado e revertido',
    chave: 'remoto',
    aplicar: implantarEReverter,
  },
  {
    nome: 'shell implantado e revertido',
    chave: 'shell',
    aplicar: implantarEReverterOShell,
  },
];

async function comFalha(falha) {
  // The edge has the public reads before the fault, as it would after the first visitors of the day.
  for (const { caminho, aceita } of SONDAS())
    await fetch(`${urlPortal}${caminho}`, { headers: { accept: aceita } }).catch(() => null);
  const arquivo = path.join(topologia.pasta, `surto-${falha.chave}.json`);
  rmSync(arquivo, { force: true });
  const sondas = [];
  const pararSondas = new AbortController();
  const sondando = Promise.all([
    sondar(sondas, pararSondas.signal),
    pedirNovasSenhas(sondas, pararSondas.signal),
  ]);
  const surtoTerminado = surto(arquivo);
  await esperar(SURTO.segundos * 300);
  const inicio = Date.now();
  let erroDaFalha = null;
  await falha.aplicar().catch((erro) => (erroDaFalha = erro));
  const { codigo, saida } = await surtoTerminado;
  pararSondas.abort();
  await sondando;
  let resultado = null;
  try {
    resultado = JSON.parse(readFileSync(arquivo, 'utf8'));
  } catch {
    console.error(saida);
  }
  const { vagasDiferentes, duasAtivas } = vagasEInscricoes(homologacao.motores.psql, topologia.bancos.direto);
  const emails = await emailsUmaVez(
    homologacao.motores.psql,
    topologia.bancos.direto,
    topologia.urlLeituraSmtp,
  );
  // Recovered when the citizens' probes stop failing and stop being asked to come back later (503).
  const ultimaFalha = sondas.filter((s) => (s.falhou || s.status === 503) && s.t >= inicio).at(-1);
  const pediramParaVoltar = sondas.filter((s) => s.status === 503).length;
  const status = resultado?.status ?? {};
  const surtoViu = Object.entries(status)
    .filter(([s]) => falhaVisivel(Number(s), false))
    .reduce((n, [s, q]) => n + (s === '503' ? 0 : q), 0);
  const semRetry503 = Math.max(0, (status['503'] ?? 0) - (resultado?.deliberados503 ?? 0));
  const inscritosSemAtiva = (
    resultado?.checagens?.['uma inscrição ativa por candidato e modalidade'] ?? []
  ).filter((f) => f.includes('recebeu 201')).length;
  const problemas = [
    ...(erroDaFalha ? [`a falha não foi aplicada: ${erroDaFalha.message}`] : []),
    ...(resultado ? [] : [`o surto não deixou resultado (código ${codigo})`]),
    ...vagasDiferentes,
    ...duasAtivas,
    ...emails.naoEnviadas.map((id) => `mensagem ${id} não enviada`),
    ...emails.perdidas.map((id) => `mensagem ${id} marcada como enviada e não recebida`),
    ...emails.repetidas,
    ...sondas
      .filter((s) => s.falhou)
      .map((s) => `sonda ${s.caminho}: ${s.status}`)
      .slice(0, 5),
  ];
  return {
    falha: falha.nome,
    requisicoes: (resultado?.requisicoes ?? 0) + sondas.length,
    falhasVistas: surtoViu + semRetry503 + sondas.filter((s) => s.falhou).length,
    perdidos: inscritosSemAtiva + emails.perdidas.length + emails.naoEnviadas.length + vagasDiferentes.length,
    duplicados: duasAtivas.length + emails.repetidas.length,
    pediramParaVoltar,
    reenviadas: emails.reenviadas,
    segundosParaRecuperar: ultimaFalha ? ((ultimaFalha.t - inicio) / 1000).toFixed(1) : '0',
    problemas,
  };
}

function tabela(linhas) {
  const cabecalho = [
    'falha',
    'requisições',
    'falhas vistas pelo cidadão',
    'perdidos',
    'duplicados',
    's até recuperar',
  ];
  const dados = linhas.map((l) => [
    l.falha,
    String(l.requisicoes),
    String(l.falhasVistas),
    String(l.perdidos),
    String(l.duplicados),
    String(l.segundosParaRecuperar),
  ]);
  const larguras = cabecalho.map((c, i) => Math.max(c.length, ...dados.map((d) => d[i].length)));
  const linha = (celulas) => `| ${celulas.map((c, i) => c.padEnd(larguras[i])).join(' | ')} |`;
  return [linha(cabecalho), linha(larguras.map((n) => '-'.repeat(n))), ...dados.map(linha)].join('\n');
}

function jornadas() {
  console.log('\n▶ Jornadas @homologacao pelo nginx');
  const { status } = spawnSync(
    'pnpm',
    [
      ...['--filter', '@portal/e2e', 'exec', 'playwright', 'test', '--reporter=list'],
      ...['--grep', CURTO ? '@homologacao-curta' : '@homologacao'],
    ],
    {
      cwd: RAIZ,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_URL_HOMOLOGACAO: urlPortal,
        E2E_URL_COLETOR_SMTP: topologia.urlLeituraSmtp,
        E2E_URL_GOVBR: topologia.urlGovbr,
        E2E_ARQUIVO_CONTAS_DE_TESTE: topologia.contasDeTeste,
        E2E_PORTAL_DATA_DIR: path.join(topologia.pasta, 'e2e'),
      },
    },
  );
  return status === 0;
}

let codigo = 1;
let parando = false;
async function parar(saida) {
  if (parando) return;
  parando = true;
  await homologacao.descer();
  process.exit(saida);
}
for (const sinal of ['SIGINT', 'SIGTERM']) process.on(sinal, () => void parar(130));
pararSeOPaiSumir(() => parar(1));

try {
  await homologacao.subir();
  console.log(`\nHomologação pronta: ${urlPortal}\n\n${homologacao.tabela()}\n`);
  const problemasDaBorda = await conferirBordaConfiavel(urlPortal, {
    confiavel: BORDA_CONFIAVEL_DA_HOMOLOGACAO[0],
    estranho: FORA_DA_BORDA,
  });
  if (problemasDaBorda.length === 0)
    console.log(
      `✔ borda confiável: o X-Forwarded-For de ${BORDA_CONFIAVEL_DA_HOMOLOGACAO[0]} diz quem é o cidadão; ` +
        `o de ${FORA_DA_BORDA} é ignorado`,
    );
  for (const problema of problemasDaBorda) console.log(`✖ borda confiável: ${problema}`);
  paginaPreRenderizada = await acharPaginaPreRenderizada();
  arquivosDoShell = await acharArquivosDoShell();
  const jornadasOk = flags['sem-jornadas'] ? true : jornadas();
  const escolhidas = flags.so ? FALHAS.filter((f) => flags.so.split(',').includes(f.chave)) : FALHAS;
  const linhas = [];
  // The relay keeps every copy across the faults: a resend is said once, under the fault that caused it.
  const reenviosDitos = new Set();
  for (const falha of escolhidas) {
    console.log(
      `\n▶ ${falha.nome}, durante um surto de ${SURTO.candidatos} candidatos em ${SURTO.segundos} s`,
    );
    const linha = await comFalha(falha);
    linhas.push(linha);
    console.log(tabela([linha]));
    console.log(
      `  sondas com 503 + Retry-After (o portal pediu para tentar de novo): ${linha.pediramParaVoltar}`,
    );
    for (const problema of linha.problemas) console.log(`  ✖ ${problema}`);
    for (const reenvio of linha.reenviadas.filter((r) => !reenviosDitos.has(r))) {
      reenviosDitos.add(reenvio);
      console.log(`  ↻ ${reenvio}: entregue na reserva anterior sem a marca de enviada (decisão 0220)`);
    }
  }
  console.log(`\nProcessos:\n${homologacao.tabela()}\n\nFalhas:\n${tabela(linhas)}`);
  const limpas = linhas.every(
    (l) => l.perdidos === 0 && l.duplicados === 0 && l.falhasVistas === 0 && l.problemas.length === 0,
  );
  console.log(
    `\nBorda confiável: ${problemasDaBorda.length === 0 ? 'ok' : 'FALHOU'}; ` +
      `jornadas: ${jornadasOk ? 'ok' : 'FALHARAM'}; falhas: ${limpas ? 'todas limpas' : 'HÁ PROBLEMAS'}`,
  );
  codigo = jornadasOk && limpas && problemasDaBorda.length === 0 ? 0 : 1;
} catch (erro) {
  console.error(`✖ ${erro.stack ?? erro.message}`);
  codigo = 1;
}
await parar(codigo);
