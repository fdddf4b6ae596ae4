/**
 * `GET /saude`: is this gateway able to serve the portal? It checks what the gateway itself needs, read from disk on
 * each call: the shell's index.html (every page is composed from it) and the static origin's registry (absent is
 * fine: an empty registry; present, it must be JSON). It does not ask the API: an API outage must not take every
 * gateway out of the balancer, since the edge keeps serving pages and catalogues while the API is away (decision 0202).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PastasEstaticas } from './rotas-estaticas.js';

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

export function registrarSaude(app: FastifyInstance, { pastaShell, pastaDados }: PastasEstaticas): void {
  app.get(CAMINHO_DA_SAUDE, async (_request, reply) => {
    const problemas = (
      await Promise.all([
        problemaAoLer(path.join(pastaShell, 'index.html'), false),
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
