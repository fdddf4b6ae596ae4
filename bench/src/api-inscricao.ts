/**
 * Enrolment-create throughput and p99 latency of the API at 50 concurrent clients against PostgreSQL, beside pgbench
 * on the same single-row insert. Run: pnpm --filter @portal/bench bench:api [--database-url=postgres://...]
 * [--clientes=50] [--requisicoes=3000]. Uses a throw-away database and a real API process over HTTP.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cargaFechada, type Resultado } from './api-carga.js';
import { pgbenchInsert } from './api-pgbench.js';
import { criarBanco, prepararCandidatos, turmasDoBench } from './api-preparo.js';

const AQUI = path.dirname(fileURLToPath(import.meta.url));
const argumento = (nome: string, padrao: string) =>
  process.argv.find((a) => a.startsWith(`--${nome}=`))?.slice(nome.length + 3) ?? padrao;

const URL_ADMIN = argumento('database-url', 'postgres://postgres@127.0.0.1:5432/postgres');
const CLIENTES = Number(argumento('clientes', '50'));
const REQUISICOES = Number(argumento('requisicoes', '3000'));
const AQUECIMENTO = 300;
const PORTA = Number(argumento('porta', '3790'));
const SEGREDO = 'segredo-do-benchmark-com-mais-de-32-caracteres';

async function iniciarApi(databaseUrl: string, dataDir: string) {
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(AQUI, '../../api'),
    env: {
      DATABASE_URL: databaseUrl,
      API_PORT: String(PORTA),
      JWT_SECRET: SEGREDO,
      LOG_LEVEL: 'warn',
      PORTAL_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i += 1) {
    const pronta = await fetch(`http://127.0.0.1:${PORTA}/v1/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (pronta) return api;
    await new Promise((r) => setTimeout(r, 500));
  }
  api.kill();
  throw new Error('a API não ficou pronta');
}

function inscrever(candidato: { id: number; token: string; turma: number }): Promise<number> {
  return fetch(`http://127.0.0.1:${PORTA}/v1/inscricao/viaRapida/virtual/create`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${candidato.token}`,
      'content-type': 'application/json',
      cookie: 'XSRF-TOKEN=bench',
      'x-xsrf-token': 'bench',
    },
    body: JSON.stringify({
      idTurmaPrincipal: candidato.turma,
      idUsuario: candidato.id,
      idStatusInscricao: 1,
    }),
  }).then(async (r) => {
    await r.arrayBuffer();
    return r.status;
  });
}

const linha = (nome: string, r: Resultado) =>
  `${nome.padEnd(34)} ${r.porSegundo.toFixed(0).padStart(8)} req/s   p50 ${r.p50Ms.toFixed(1).padStart(7)} ms   p99 ${r.p99Ms.toFixed(1).padStart(7)} ms   (${r.requisicoes} req)`;

const banco = await criarBanco(URL_ADMIN);
const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-api-'));
const api = await iniciarApi(banco.url, dataDir);
try {
  const turmas = await turmasDoBench(banco.url, 20);
  const candidatos = await prepararCandidatos(banco.url, AQUECIMENTO + 2 * REQUISICOES, SEGREDO);
  const para = (lista: typeof candidatos, n: number) =>
    lista.map((c, i) => ({ ...c, turma: turmas[i % n]! }));
  await cargaFechada(para(candidatos.slice(0, AQUECIMENTO), turmas.length), CLIENTES, inscrever);
  const umaTurma = await cargaFechada(
    para(candidatos.slice(AQUECIMENTO, AQUECIMENTO + REQUISICOES), 1),
    CLIENTES,
    inscrever,
  );
  const variasTurmas = await cargaFechada(
    para(candidatos.slice(AQUECIMENTO + REQUISICOES), turmas.length),
    CLIENTES,
    inscrever,
  );
  const pgbench = await pgbenchInsert(banco.url, CLIENTES, 10);
  console.log(
    `\nCriação de inscrição, ${CLIENTES} clientes simultâneos, PostgreSQL (${new Date().toISOString()})`,
  );
  console.log(linha('API, todos na mesma turma', umaTurma), JSON.stringify(umaTurma.status));
  console.log(
    linha(`API, espalhados em ${turmas.length} turmas`, variasTurmas),
    JSON.stringify(variasTurmas.status),
  );
  console.log(linha('pgbench INSERT de uma linha', pgbench));
  await mkdir(path.resolve(AQUI, '../results'), { recursive: true });
  const resultado = { clientes: CLIENTES, apiUmaTurma: umaTurma, apiVariasTurmas: variasTurmas, pgbench };
  await writeFile(path.resolve(AQUI, '../results/api-inscricao.json'), JSON.stringify(resultado, null, 2));
} finally {
  api.kill('SIGTERM');
  await new Promise((r) => api.once('exit', r));
  await banco.apagar();
  await rm(dataDir, { recursive: true, force: true });
}
