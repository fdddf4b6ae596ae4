import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { iniciarAmbiente, type Ambiente } from './ambiente-de-teste.js';

/** The installed portal's files (decisions 0400–0402), as the shell's build writes them. */
let ambiente: Ambiente;

beforeAll(async () => {
  ambiente = await iniciarAmbiente();
  await writeFile(path.join(ambiente.pastaShell, 'manifest.webmanifest'), '{"name":"Portal Qualifica"}');
  await writeFile(path.join(ambiente.pastaShell, 'sw.js'), 'self.addEventListener("fetch", () => {});');
});
afterAll(() => ambiente.encerrar());

describe('gateway: o portal instalável', () => {
  it('serve o manifesto como application/manifest+json, revalidado a cada carga', async () => {
    const resposta = await ambiente.pedir('/manifest.webmanifest');
    expect(resposta.status).toBe(200);
    expect(resposta.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(resposta.headers.get('cache-control')).toBe('no-cache');
  });

  it('serve o service worker como JavaScript, revalidado: um shell novo chega na navegação seguinte', async () => {
    const resposta = await ambiente.pedir('/sw.js');
    expect(resposta.status).toBe(200);
    expect(resposta.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(resposta.headers.get('cache-control')).toBe('no-cache');
  });

  it('uma página composta com a prévia de um testador é private, no-store: nenhum cache a guarda', async () => {
    const comum = await ambiente.pedir('/home', { Accept: 'text/html' });
    expect(comum.headers.get('cache-control')).toBe('no-cache');
    const pelaUrl = await ambiente.pedir('/home?remoto-previa=mfe_programas:v2', { Accept: 'text/html' });
    expect(pelaUrl.headers.get('cache-control')).toBe('private, no-store');
    const peloCookie = await ambiente.pedir('/home', {
      Accept: 'text/html',
      Cookie: 'portal_remoto_previa=mfe_programas%3Av2',
    });
    expect(peloCookie.headers.get('cache-control')).toBe('private, no-store');
  });
});
