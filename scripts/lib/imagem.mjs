/**
 * What each production image holds in /app, assembled into a folder without Docker (decision 0223). The Dockerfiles'
 * build stage runs `node scripts/montar-imagem.mjs <parte> /saida` and the final stage copies /saida to /app, so the
 * folder this makes here is the image's content: the scripts' tests start it with `node` to prove it runs.
 *
 * - `api`: dist/server.js and dist/admin-criar.js (+ migrations), package.json, node_modules with production
 *   dependencies only;
 * - `portal`: the gateway's dist/main.js, production node_modules. Never the shell, a remote, nor the registry: those
 *   live in the static origin the gateway reads with --data-dir, each published by its own deploy (deploy:shell
 *   --destino, deploy:remote --destino; decision 0209).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { RAIZ } from './caminhos.mjs';
import { compilarServidor } from './construcao.mjs';

export const PARTES = {
  api: {
    pacote: '@portal/api',
    pasta: 'api',
    // admin-criar.js: the first Administrador, run in the API's container (`node dist/admin-criar.js`, decision 0210).
    compilados: ['server.js', 'server.js.map', 'admin-criar.js', 'admin-criar.js.map', 'migrations'],
    entrada: 'dist/server.js',
  },
  portal: {
    pacote: '@portal/gateway',
    pasta: 'gateway',
    // dist/caixa-postal.js (a development tool) stays out: in the image, --caixa-postal fails.
    compilados: ['main.js', 'main.js.map'],
    entrada: 'dist/main.js',
  },
};

const rodar = (comando, argumentos, cwd = RAIZ) =>
  execFileSync(comando, argumentos, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });

/**
 * `pnpm deploy --prod` of one package, with the workspace's lockfile (injected workspace packages, so it resolves
 * nothing anew) and offline: everything comes from the store the install filled. Only its node_modules and
 * package.json are kept; the package's sources are not needed beside the compiled entry.
 */
async function instalarDependenciasDeProducao(pacote, destino) {
  const temporario = `${destino}.pnpm-deploy`;
  await rm(temporario, { recursive: true, force: true });
  rodar('pnpm', [
    '--filter',
    pacote,
    '--config.inject-workspace-packages=true',
    'deploy',
    '--prod',
    '--offline',
    temporario,
  ]);
  await rename(path.join(temporario, 'node_modules'), path.join(destino, 'node_modules'));
  await cp(path.join(temporario, 'package.json'), path.join(destino, 'package.json'));
  await rm(temporario, { recursive: true, force: true });
}

/** Builds `parte` and assembles its image's /app into `destino` (which must not exist or be empty). */
export async function montarImagem(parte, destino) {
  const definicao = PARTES[parte];
  if (!definicao) throw new Error(`Parte desconhecida: "${parte}". Use: ${Object.keys(PARTES).join(', ')}.`);
  destino = path.resolve(destino);
  if (existsSync(destino) && (await readdir(destino)).length > 0)
    throw new Error(`${destino} não está vazia.`);
  await mkdir(path.join(destino, 'dist'), { recursive: true });

  await compilarServidor(definicao.pasta);
  for (const arquivo of definicao.compilados)
    await cp(path.join(RAIZ, definicao.pasta, 'dist', arquivo), path.join(destino, 'dist', arquivo), {
      recursive: true,
    });
  await instalarDependenciasDeProducao(definicao.pacote, destino);
  return { destino, entrada: path.join(destino, definicao.entrada) };
}

/** The stages, FROM images, COPY --from sources and CMD/ENTRYPOINT of a Dockerfile, for the checks of its tests. */
export function lerDockerfile(texto) {
  const instrucoes = texto
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [, nome, resto] = /^(\S+)\s+(.*)$/.exec(l);
      return { nome: nome.toUpperCase(), resto };
    });
  const estagios = [];
  for (const instrucao of instrucoes) {
    if (instrucao.nome === 'FROM') {
      const [, imagem, nome] = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(instrucao.resto);
      estagios.push({ imagem, nome: nome ?? null, instrucoes: [] });
    } else estagios.at(-1).instrucoes.push(instrucao);
  }
  return estagios;
}
