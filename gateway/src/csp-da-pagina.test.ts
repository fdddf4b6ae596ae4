import { createHash } from 'node:crypto';
import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hashesDeScriptsEmbutidos } from './cabecalhos-de-seguranca.js';
import { HTML_DO_SHELL, iniciarAmbiente, type Ambiente } from './ambiente-de-teste.js';

let ambiente: Ambiente;
beforeAll(async () => {
  ambiente = await iniciarAmbiente();
}, 60_000);
afterAll(() => ambiente?.encerrar());

/** Another build of the shell, told apart by its inline script, written with the given modification time. */
async function implantarShell(script: string, modificadoEm: Date) {
  const arquivo = path.join(ambiente.pastaShell, 'index.html');
  await writeFile(
    arquivo,
    HTML_DO_SHELL.replace(/<script>[^<]*<\/script><div/, `<script>${script}</script><div`),
  );
  await utimes(arquivo, modificadoEm, modificadoEm);
}

const hashDe = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('a CSP de uma página vem da própria página', () => {
  it('cobre os scripts embutidos do HTML enviado, mesmo quando o index.html muda durante uma implantação', async () => {
    const agora = Date.now();
    await implantarShell('window.versao = 1;', new Date(agora - 20_000));
    await ambiente.pedir('/');
    // A deploy lands while other answers are sent; the next one rewrites index.html within the same second
    // (a copy that keeps modification times, or two writes inside the file system's time resolution).
    await implantarShell('window.versao = 2;', new Date(agora - 10_000));
    await ambiente.pedir('/index.html');
    await implantarShell('window.versao = 3;', new Date(agora - 10_000));

    const resposta = await ambiente.pedir('/');
    const html = await resposta.text();
    const csp = resposta.headers.get('content-security-policy') ?? '';
    expect(html).toContain('window.versao = 3;');
    expect(csp).toContain(hashDe('window.versao = 3;'));
    for (const hash of hashesDeScriptsEmbutidos(html)) expect(csp).toContain(hash);
  });

  it('responde 304 com a política da página que o navegador já tem', async () => {
    const primeira = await ambiente.pedir('/');
    const etag = primeira.headers.get('etag') ?? '';
    const html = await primeira.text();
    const revalidada = await ambiente.pedir('/', { 'If-None-Match': etag });
    expect(revalidada.status).toBe(304);
    expect(revalidada.headers.get('content-security-policy')).toBe(
      primeira.headers.get('content-security-policy'),
    );
    expect(revalidada.headers.get('content-security-policy')).toContain(hashesDeScriptsEmbutidos(html)[0]);
  });
});
