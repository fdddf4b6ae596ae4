/**
 * Sign-in at the hash's limit (issue 16 §4, decision 0163): the compiled API (API_WORKERS processes, default one per
 * core) on a throw-away PostgreSQL database; 50 clients sign in with real argon2id passwords while 10 others read the
 * catalogue. Prints sign-ins/s against the ceiling cores × 1000 ÷ (argon2id ms), and the catalogue GET's p99 alone and
 * during the storm. Traffic to 127.0.0.1 only, bounded in time. Run: pnpm --filter @portal/bench bench:login (sign-in storm on N compiled processes; bench:api has the single-process row)
 * [--database-url=…] [--segundos=10] [--processos=N]
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { criarBanco } from './api-preparo.js';
import { cargaPorTempo, entrar, lerCatalogo } from './api-login-tempestade-carga.js';
import {
  PROCESSOS,
  SEGUNDOS,
  URL_ADMIN,
  criarContas,
  iniciarApi,
  msPorHash,
} from './api-login-tempestade-preparo.js';

const ms = (n: number) => `${n.toFixed(1)} ms`;
const { url, apagar } = await criarBanco(URL_ADMIN);
const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-login-'));
let api: ReturnType<typeof spawn> | undefined;
try {
  api = await iniciarApi(url, dataDir);
  const emails = await criarContas(url);
  const argon = await msPorHash();
  const nucleos = availableParallelism();
  const teto = (nucleos * 1000) / argon;
  const sozinho = await cargaPorTempo(10, 5, () => lerCatalogo());
  const [logins, catalogo] = await Promise.all([
    cargaPorTempo(50, SEGUNDOS, (i) => entrar(emails[i % emails.length]!, i)),
    cargaPorTempo(10, SEGUNDOS, () => lerCatalogo()),
  ]);
  console.log(
    `\nargon2id (OWASP m=19456 KiB, t=2, p=1): ${ms(argon)} por hash; teto = ${nucleos} núcleos × 1000 ÷ ${argon.toFixed(1)} = ${teto.toFixed(0)} logins/s`,
  );
  console.log(
    `API: ${PROCESSOS} processos; ${SEGUNDOS} s de tempestade com 50 clientes entrando e 10 lendo o catálogo`,
  );
  console.log(
    `logins: ${logins.porSegundo.toFixed(1)}/s (razão ${(logins.porSegundo / teto).toFixed(2)}), p50 ${ms(logins.p50Ms)}, p99 ${ms(logins.p99Ms)}, status ${JSON.stringify(logins.status)}`,
  );
  console.log(`GET /v1/cursos sozinho: ${sozinho.porSegundo.toFixed(0)}/s, p99 ${ms(sozinho.p99Ms)}`);
  console.log(
    `GET /v1/cursos durante os logins: ${catalogo.porSegundo.toFixed(0)}/s, p99 ${ms(catalogo.p99Ms)}, status ${JSON.stringify(catalogo.status)}`,
  );
} finally {
  api?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  await apagar().catch(() => undefined);
  await rm(dataDir, { recursive: true, force: true });
}
