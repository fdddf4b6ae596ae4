/**
 * `pnpm --filter @portal/bench bench:perfil`: the API under `node --cpu-prof` while the enrolment-create load of
 * bench:api runs (many classes), then where its CPU time went. The .cpuprofile stays in bench/results/perfil/ for a
 * flame graph (Chrome DevTools → Performance → load, or speedscope).
 * Flags: --database-url=postgres://... --clientes=50 --requisicoes=3000 --porta=3791
 */
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { argumentosDaApi, SEGREDO_DO_BENCH } from '../api-argumentos.js';
import { cargaFechada } from '../api-carga.js';
import { comApi, inscrever } from '../api-processo.js';
import { prepararCandidatos, turmasDoBench } from '../api-preparo.js';
import { resumirPerfil, type PerfilDaCpu } from './resumo.js';

const AQUI = path.dirname(fileURLToPath(import.meta.url));
const arg = argumentosDaApi(3791);
const PASTA = path.resolve(AQUI, '../../results/perfil');

await rm(PASTA, { recursive: true, force: true });
await mkdir(PASTA, { recursive: true });
await comApi(
  {
    base: arg.base,
    porta: arg.porta,
    segredo: SEGREDO_DO_BENCH,
    urlAdmin: arg.urlAdmin,
    flagsDoNode: ['--cpu-prof', `--cpu-prof-dir=${PASTA}`],
  },
  async (urlDoBanco) => {
    const turmas = await turmasDoBench(urlDoBanco, 20);
    const candidatos = await prepararCandidatos(urlDoBanco, arg.requisicoes, SEGREDO_DO_BENCH);
    const itens = candidatos.map((c, i) => ({ ...c, turma: turmas[i % turmas.length]! }));
    const r = await cargaFechada(itens, arg.clientes, (c) => inscrever(arg.base, c));
    console.log(
      `${r.requisicoes} criações, ${r.porSegundo.toFixed(0)} req/s, p99 ${r.p99Ms.toFixed(0)} ms`,
      r.status,
    );
  },
);
const arquivo = (await readdir(PASTA)).find((f) => f.endsWith('.cpuprofile'));
if (!arquivo) throw new Error('a API não gravou o perfil');
const perfil = JSON.parse(await readFile(path.join(PASTA, arquivo), 'utf8')) as PerfilDaCpu;
const resumo = resumirPerfil(perfil);
const pct = (f: number) => `${(f * 100).toFixed(1).padStart(5)} %`;
console.log(
  `\nCPU ocupada da API: ${(resumo.ocupadoMs / 1000).toFixed(1)} s (perfil em ${path.join(PASTA, arquivo)})`,
);
console.log('\nPor área (tempo próprio):');
for (const a of resumo.areas) console.log(`  ${pct(a.fracao)}  ${a.nome}`);
console.log('\nQuadros mais pesados (tempo próprio):');
for (const q of resumo.quadros) console.log(`  ${pct(q.fracao)}  ${q.nome}`);
