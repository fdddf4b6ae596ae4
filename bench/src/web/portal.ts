/**
 * The portal under measurement: the production build (`scripts/construir-frontends.mjs`, which skips what is up to
 * date) and `scripts/start.mjs` on its own ports and a fresh data folder, stopped with its whole process group.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ambienteDoPortalMedido, ambienteDoProcesso } from '../config/env.js';

/** The repository: its scripts start the portal, and each package's `dist/` holds the build measured. */
export const RAIZ = path.resolve(import.meta.dirname, '../../..');
const PRAZO_MS = 20 * 60_000;

function executar(
  script: string,
  env: NodeJS.ProcessEnv,
  saida: 'inherit' | number = 'inherit',
): ChildProcess {
  return spawn(process.execPath, [path.join(RAIZ, 'scripts', script)], {
    cwd: RAIZ,
    env,
    stdio: ['ignore', saida, saida],
    detached: true,
  });
}

export async function construir(): Promise<void> {
  const codigo = await new Promise((resolve) =>
    executar('construir-frontends.mjs', ambienteDoProcesso()).once('exit', resolve),
  );
  if (codigo !== 0) throw new Error(`A construção de produção falhou (código ${String(codigo)}).`);
}

async function esperarSaude(url: string, processo: ChildProcess) {
  const limite = Date.now() + PRAZO_MS;
  while (Date.now() < limite) {
    if (processo.exitCode !== null) throw new Error(`start.mjs terminou (código ${processo.exitCode}).`);
    const ok = await fetch(`${url}/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`O portal não respondeu em ${url} a tempo.`);
}

/** The portal's own output (API request logs) goes to `arquivoLog`, so the table stays readable. */
export async function iniciarPortal(arquivoLog: string): Promise<{ url: string; parar(): Promise<void> }> {
  const env = ambienteDoPortalMedido(await mkdtemp(path.join(tmpdir(), 'bench-web-dados-')));
  const url = `http://localhost:${env.PORT}`;
  const processo = executar('start.mjs', env, openSync(arquivoLog, 'a'));
  await esperarSaude(url, processo);
  return {
    url,
    async parar() {
      const saiu = new Promise((resolve) => processo.once('exit', resolve));
      process.kill(-processo.pid!, 'SIGTERM');
      await saiu;
    },
  };
}
