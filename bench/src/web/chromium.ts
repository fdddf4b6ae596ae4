/** A headless Chromium with a DevTools port for Lighthouse (lighthouse's own launcher is not a direct dependency). */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ARGUMENTOS_CHROMIUM, CHROMIUM } from './paginas.js';

export interface ChromiumAberto {
  porta: number;
  fechar(): Promise<void>;
}

async function portaAnunciada(processo: ChildProcess): Promise<number> {
  let saida = '';
  for await (const pedaco of processo.stderr!) {
    saida += String(pedaco);
    const porta = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(saida)?.[1];
    if (porta) return Number(porta);
  }
  throw new Error(`O Chromium terminou sem abrir a porta do DevTools:\n${saida}`);
}

export async function abrirChromium(): Promise<ChromiumAberto> {
  const perfil = await mkdtemp(path.join(tmpdir(), 'bench-web-chromium-'));
  const argumentos = [
    ...ARGUMENTOS_CHROMIUM,
    '--remote-debugging-address=127.0.0.1',
    '--remote-debugging-port=0',
  ];
  const processo = spawn(CHROMIUM, [...argumentos, `--user-data-dir=${perfil}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const porta = await portaAnunciada(processo);
  processo.stderr!.resume();
  return {
    porta,
    async fechar() {
      const saiu = new Promise((resolve) => processo.once('exit', resolve));
      processo.kill('SIGTERM');
      await saiu;
      await rm(perfil, { recursive: true, force: true });
    },
  };
}
