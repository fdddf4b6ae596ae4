/**
 * `pnpm --filter @portal/bench bench:perfil`: the API under `node --cpu-prof` during two loads of bench:api, each on
 * a fresh API: enrolment create (many classes), then sign-ins (20 clients, each its own account and address). For
 * each: where the main threads' CPU went (merged profiles of every API process), and the CPU per operation of each
 * side (API main threads, API pool threads, PostgreSQL, the bench client). The .cpuprofile files stay in
 * bench/results/perfil/<fase>/ for a flame graph (Chrome DevTools → Performance → load, or speedscope).
 * Flags: --database-url=postgres://... --clientes=50 --requisicoes=3000 --segundos=5 --porta=3791 --raiz-da-api=<api/>
 */
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { argumentosDaApi, SEGREDO_DO_BENCH } from '../api-argumentos.js';
import { cargaFechada, cargaPorTempo, type Resultado } from '../api-carga.js';
import { darSenha, enderecoDoCliente, entrar, hashesEmParalelo, msDoArgon2 } from '../api-login.js';
import { comApi, inscrever } from '../api-processo.js';
import { prepararCandidatos, turmasDoBench } from '../api-preparo.js';
import { medirCpu, type CpuPorLado } from './cpu-dos-processos.js';
import { resumirPerfis, type PerfilDaCpu } from './resumo.js';

const AQUI = path.dirname(fileURLToPath(import.meta.url));
const arg = argumentosDaApi(3791);
const PASTA = path.resolve(AQUI, '../../results/perfil');
const CLIENTES_DE_LOGIN = 20;

type Carga = (urlDoBanco: string) => Promise<() => Promise<Resultado>>;

/** A fresh API under the profiler; `preparar` sets the data up and returns the load to measure. */
async function perfilar(fase: string, preparar: Carga): Promise<void> {
  const pasta = path.join(PASTA, fase);
  await mkdir(pasta, { recursive: true });
  const { resultado: r, cpu } = await comApi(
    {
      base: arg.base,
      porta: arg.porta,
      segredo: SEGREDO_DO_BENCH,
      urlAdmin: arg.urlAdmin,
      raizDaApi: arg.raizDaApi,
      flagsDoNode: ['--cpu-prof', `--cpu-prof-dir=${pasta}`],
    },
    async (urlDoBanco, api) => medirCpu(api.pid!, urlDoBanco, await preparar(urlDoBanco)),
  );
  console.log(
    `\n== ${fase}: ${r.requisicoes} pedidos, ${r.porSegundo.toFixed(0)}/s, p99 ${r.p99Ms.toFixed(0)} ms`,
  );
  console.log(`   status: ${JSON.stringify(r.status)}`);
  imprimirCpu(cpu, r);
  const arquivos = (await readdir(pasta)).filter((f) => f.endsWith('.cpuprofile'));
  if (!arquivos.length) throw new Error('a API não gravou o perfil');
  const perfis = await Promise.all(
    arquivos.map(async (f) => JSON.parse(await readFile(path.join(pasta, f), 'utf8')) as PerfilDaCpu),
  );
  const resumo = resumirPerfis(perfis);
  const pct = (f: number) => `${(f * 100).toFixed(1).padStart(5)} %`;
  console.log(`\n   laços da API (${arquivos.length} perfis em ${pasta}), por área (tempo próprio):`);
  for (const a of resumo.areas) console.log(`   ${pct(a.fracao)}  ${a.nome}`);
  console.log('\n   quadros mais pesados (tempo próprio):');
  for (const q of resumo.quadros) console.log(`   ${pct(q.fracao)}  ${q.nome}`);
}

function imprimirCpu(cpu: CpuPorLado, r: Resultado): void {
  const por = (ms: number) => `${(ms / Math.max(1, r.requisicoes)).toFixed(2)} ms`;
  const total = cpu.apiLacoMs + cpu.apiOutrasThreadsMs + cpu.postgresMs + cpu.benchMs;
  console.log(
    `   CPU por pedido: laço da API ${por(cpu.apiLacoMs)}, outras threads da API ${por(cpu.apiOutrasThreadsMs)}, ` +
      `PostgreSQL ${por(cpu.postgresMs)}, cliente do bench ${por(cpu.benchMs)}; soma ${por(total)}`,
  );
}

await rm(PASTA, { recursive: true, force: true });
await perfilar('criacao', async (urlDoBanco) => {
  const turmas = await turmasDoBench(urlDoBanco, 20);
  const candidatos = await prepararCandidatos(urlDoBanco, arg.requisicoes, SEGREDO_DO_BENCH);
  const itens = candidatos.map((c, i) => ({ ...c, turma: turmas[i % turmas.length]! }));
  return () => cargaFechada(itens, arg.clientes, (c) => inscrever(arg.base, c));
});

const { ms, hashSenha } = await msDoArgon2();
const emParalelo = await hashesEmParalelo(hashSenha);
console.log(`\nargon2id: ${ms.toFixed(1)} ms num núcleo; ${emParalelo.toFixed(0)}/s com todos os núcleos`);
await perfilar('entrada', async (urlDoBanco) => {
  const contas = await prepararCandidatos(urlDoBanco, CLIENTES_DE_LOGIN, SEGREDO_DO_BENCH);
  await darSenha(
    urlDoBanco,
    contas.map((c) => c.id),
    hashSenha,
  );
  return () =>
    cargaPorTempo(CLIENTES_DE_LOGIN, arg.segundos * 2, (n) =>
      entrar(arg.base, contas[n]!.email, enderecoDoCliente(n)),
    );
});
