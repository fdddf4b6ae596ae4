/**
 * `GET /saude`: is this gateway able to serve the portal? It checks what the gateway itself needs, read from the
 * static origin on each call: the published shell (`shell.json` naming a version with its index.html: every page is
 * composed from it) and the registry (absent is fine: an empty registry; present, it must be JSON). It does not ask the API: an API outage must not take every
 * gateway out of the balancer, since the edge keeps serving pages and catalogues while the API is away (decision 0202).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PastasEstaticas } from './rotas-estaticas.js';
import type { ShellPublicado } from './shell-publicado.js';

export const CAMINHO_DA_SAUDE = '/saude';

async function problemaAoLer(arquivo: string, opcional: boolean, validar?: (texto: string) => unknown) {
  try {
    const texto = await readFile(arquivo, 'utf8');
    validar?.(texto);
    return null;
  } catch (erro) {
    if (opcional && (erro as NodeJS.ErrnoException).code === 'ENOENT') return null;
    return `${arquivo}: ${(erro as Error).message}`;
  }
}

async function problemaDoShell(shell: ShellPublicado): Promise<string | null> {
  try {
    return await problemaAoLer(path.join(await shell.pasta(), 'index.html'), false);
  } catch (erro) {
    return (erro as Error).message;
  }
}

export function registrarSaude(
  app: FastifyInstance,
  { pastaDados }: PastasEstaticas,
  shell: ShellPublicado,
): void {
  app.get(CAMINHO_DA_SAUDE, async (_request, reply) => {
    const problemas = (
      await Promise.all([
        problemaDoShell(shell),
        problemaAoLer(path.join(pastaDados, 'remotes.json'), true, JSON.parse),
      ])
    ).filter((p): p is string => p !== null);
    reply.header('Cache-Control', 'no-store');
    if (problemas.length === 0) return { status: 'ok' };
    return reply
      .code(503)
      .send({ message: 'O servidor do portal não consegue servir as páginas.', errors: problemas });
  });
}
