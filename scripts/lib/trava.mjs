/**
 * A lock file holding its owner's pid: two deploys must not lose each other's registry line, and two `start`s on
 * one machine must not build into the same dist/ at once. A lock whose owner process is gone is taken over.
 */
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

const ESPERA_MS = 100;

/** Whether process `pid` of this machine still runs (a lock or a temporary name it left is still its own). */
export function processoVivo(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (erro) {
    return erro.code === 'EPERM';
  }
}

async function tentarAdquirir(arquivo) {
  try {
    const handle = await open(arquivo, 'wx');
    await handle.writeFile(String(process.pid));
    await handle.close();
    return true;
  } catch (erro) {
    if (erro.code !== 'EEXIST') throw erro;
    const dono = Number(await readFile(arquivo, 'utf8').catch(() => ''));
    // An empty file is a lock being written right now; only a recorded, dead owner is stale.
    if (dono && !processoVivo(dono)) await rm(arquivo, { force: true });
    return false;
  }
}

/** Runs `tarefa` holding the lock; gives up with a clear message after `prazoMs`. */
export async function comTrava(arquivo, tarefa, { prazoMs = 20_000 } = {}) {
  await mkdir(path.dirname(arquivo), { recursive: true });
  const limite = Date.now() + prazoMs;
  while (!(await tentarAdquirir(arquivo))) {
    if (Date.now() > limite)
      throw new Error(`${arquivo} continua travado por outro processo; tente de novo.`);
    await new Promise((resolve) => setTimeout(resolve, ESPERA_MS));
  }
  try {
    return await tarefa();
  } finally {
    await rm(arquivo, { force: true });
  }
}
