/**
 * `pnpm bench:api`: every row of issue 16's table from one command. Enrolment create (one class, many classes, half
 * load), pgbench on the same insert, sign-in against the hash's limit, catalogue GET against /v1/health, and the
 * catalogue's cache headers. Uses a throw-away database and a real API process over HTTP on loopback.
 * Flags: --database-url=postgres://... --clientes=50 --requisicoes=3000 --porta=3790 --segundos=5
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { argumentosDaApi, SEGREDO_DO_BENCH } from './api-argumentos.js';
import { cargaAberta, cargaFechada } from './api-carga.js';
import { comApi, inscrever } from './api-processo.js';
import { cabecalhosDeCache, leiturasContraSaude } from './api-leituras.js';
import { darSenha, hashesEmParalelo, medirLogin, msDoArgon2 } from './api-login.js';
import { pgbenchInsert } from './api-pgbench.js';
import { caminhosPublicos, prepararCandidatos, turmasDoBench } from './api-preparo.js';
import { linhasDoRelatorio, type MedidasDaApi } from './api-relatorio.js';

const AQUI = path.dirname(fileURLToPath(import.meta.url));
const arg = argumentosDaApi(3790);
const AQUECIMENTO = 300;

await comApi(
  {
    base: arg.base,
    porta: arg.porta,
    segredo: SEGREDO_DO_BENCH,
    urlAdmin: arg.urlAdmin,
    raizDaApi: arg.raizDaApi,
  },
  async (urlDoBanco) => {
    const turmas = await turmasDoBench(urlDoBanco, 20);
    const candidatos = await prepararCandidatos(
      urlDoBanco,
      AQUECIMENTO + 2 * arg.requisicoes,
      SEGREDO_DO_BENCH,
    );
    const para = (lista: typeof candidatos, n: number) =>
      lista.map((c, i) => ({ ...c, turma: turmas[i % n]! }));
    const enviar = (c: { id: number; token: string; turma: number }) => inscrever(arg.base, c);
    await cargaFechada(para(candidatos.slice(0, AQUECIMENTO), turmas.length), arg.clientes, enviar);
    const umaTurma = await cargaFechada(
      para(candidatos.slice(AQUECIMENTO, AQUECIMENTO + arg.requisicoes), 1),
      arg.clientes,
      enviar,
    );
    const variasTurmas = await cargaFechada(
      para(candidatos.slice(AQUECIMENTO + arg.requisicoes), turmas.length),
      arg.clientes,
      enviar,
    );
    // Half the many-classes throughput, at a steady rate, for arg.segundos: the latency of a load the API can carry.
    const metade = Math.max(1, variasTurmas.porSegundo / 2);
    const extras = await prepararCandidatos(
      urlDoBanco,
      Math.ceil(metade * arg.segundos),
      SEGREDO_DO_BENCH,
      candidatos.length + 1,
    );
    const meiaCarga = await cargaAberta(para(extras, turmas.length), metade, enviar);
    const pgbench = await pgbenchInsert(urlDoBanco, arg.clientes, 10);
    // The hash's own figures right before the sign-ins, with the API idle: on a shared machine the load of a minute
    // earlier is not the load the sign-ins meet.
    const { ms: argon2Ms, hashSenha } = await msDoArgon2();
    const hash = { argon2Ms, hashesEmParalelo: await hashesEmParalelo(hashSenha) };
    await darSenha(
      urlDoBanco,
      candidatos.slice(0, 20).map((c) => c.id),
      hashSenha,
    );
    const emails = candidatos.slice(0, 20).map((c) => c.email);
    const login = await medirLogin(arg.base, emails, 20, arg.segundos * 2, hash);
    const { catalogo, saude } = await leiturasContraSaude(arg.base, arg.clientes, arg.segundos);
    const caminhos = await caminhosPublicos(urlDoBanco);
    const cache = await Promise.all(caminhos.map((c) => cabecalhosDeCache(arg.base, c)));
    const medidas: MedidasDaApi = {
      clientes: arg.clientes,
      umaTurma,
      variasTurmas,
      quantasTurmas: turmas.length,
      pgbench,
      meiaCarga,
      login,
      catalogo,
      saude,
      cache,
    };
    console.log(`\nbench:api — ${new Date().toISOString()}, PostgreSQL, ${arg.clientes} clientes`);
    for (const linha of linhasDoRelatorio(medidas)) console.log(linha);
    await mkdir(path.resolve(AQUI, '../results'), { recursive: true });
    await writeFile(path.resolve(AQUI, '../results/api-inscricao.json'), JSON.stringify(medidas, null, 2));
  },
);
