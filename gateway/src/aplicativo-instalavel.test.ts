import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { iniciarAmbiente, type Ambiente } from './ambiente-de-teste.js';

/** The installed portal's files (decisions 0400 and 0406), as the shell's build writes them. */
let ambiente: Ambiente;
/** Headers only; the body is read so that no connection stays open after the tests. */
async function cabecalhos(caminho: string, pedido: Record<string, string> = {}) {
  const resposta = await ambiente.pedir(caminho, pedido);
  await resposta.arrayBuffer();
  return { status: resposta.status, ler: (nome: string) => resposta.headers.get(nome) };
}

// Starting a gateway process takes seconds on a busy 2-core machine, more than Jest's 5 s default.
beforeAll(async () => {
  ambiente = await iniciarAmbiente();
  await writeFile(path.join(ambiente.pastaShell, 'manifest.webmanifest'), '{"name":"Portal Qualifica"}');
  await writeFile(path.join(ambiente.pastaShell, 'sw.js'), 'self.addEventListener("fetch", () => {});');
}, 60_000);
afterAll(() => ambiente.encerrar());

describe('gateway: o portal instalável', () => {
  it('serve o manifesto como application/manifest+json, revalidado a cada carga', async () => {
    const resposta = await cabecalhos('/manifest.webmanifest');
    expect(resposta.status).toBe(200);
    expect(resposta.ler('content-type')).toMatch(/^application\/manifest\+json/);
    expect(resposta.ler('cache-control')).toBe('no-cache');
  });

  it('serve o service worker como JavaScript, revalidado: um shell novo chega na navegação seguinte', async () => {
    const resposta = await cabecalhos('/sw.js');
    expect(resposta.status).toBe(200);
    expect(resposta.ler('content-type')).toMatch(/^application\/javascript/);
    expect(resposta.ler('cache-control')).toBe('no-cache');
  });

  it('uma página composta com a prévia de um testador é private, no-store: nenhum cache a guarda', async () => {
    const comum = await cabecalhos('/home', { Accept: 'text/html' });
    expect(comum.ler('cache-control')).toBe('no-cache');
    const pelaUrl = await cabecalhos('/home?remoto-previa=mfe_programas:v2', { Accept: 'text/html' });
    expect(pelaUrl.ler('cache-control')).toBe('private, no-store');
    const peloCookie = await cabecalhos('/home', {
      Accept: 'text/html',
      Cookie: 'portal_remoto_previa=mfe_programas%3Av2',
    });
    expect(peloCookie.ler('cache-control')).toBe('private, no-store');
  });
});
