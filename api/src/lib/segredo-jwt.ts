import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tokenAleatorio } from './segredos.js';

/** JWT_SECRET when set; otherwise one generated at first start and kept in the data folder (mode 600). */
export async function obterSegredoJwt(segredoConfigurado: string | null, dataDir: string): Promise<string> {
  if (segredoConfigurado) return segredoConfigurado;
  const arquivo = path.join(dataDir, 'api-jwt-secret');
  try {
    const guardado = (await readFile(arquivo, 'utf8')).trim();
    if (guardado.length >= 32) return guardado;
  } catch {
    // first start: generate below
  }
  const novo = tokenAleatorio() + tokenAleatorio();
  await mkdir(dataDir, { recursive: true });
  try {
    // Exclusive create: API processes starting together on a fresh folder must all end up with the first one's secret.
    await writeFile(arquivo, novo, { mode: 0o600, flag: 'wx' });
    return novo;
  } catch (erro) {
    if ((erro as NodeJS.ErrnoException).code !== 'EEXIST') throw erro;
    return (await readFile(arquivo, 'utf8')).trim();
  }
}
