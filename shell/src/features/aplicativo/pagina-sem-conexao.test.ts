/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { StorageKey } from '@portal/contracts';
import { AREAS_DE_QUEM_ENTROU, PUBLICAS_NAS_AREAS } from './regras-de-cache';

/**
 * The portal's offline page (shell/public/offline.html and offline.js, plain script: it loads no bundle) lists the
 * pages the service worker kept. Run here in jsdom, over a page cache of its own.
 */
const publico = path.join(__dirname, '../../../public');
const html = readFileSync(path.join(publico, 'offline.html'), 'utf8');
const script = readFileSync(path.join(publico, 'offline.js'), 'utf8');

let apagadas: string[];
function cacheDasPaginas(paginas: Record<string, string>) {
  apagadas = [];
  const cache = {
    delete: async (pedido: { url: string }) => apagadas.push(new URL(pedido.url).pathname),
    keys: async () => Object.keys(paginas).map((caminho) => ({ url: `http://localhost${caminho}` })),
    match: async (pedido: { url: string }) => ({
      text: async () => `<html><head><title>${paginas[new URL(pedido.url).pathname]}</title></head></html>`,
    }),
  };
  return { open: async () => cache };
}

async function abrirPaginaSemConexao(paginas: Record<string, string>) {
  document.documentElement.innerHTML = html
    .replace(/^<!doctype html>/i, '')
    .replace(/<script[^>]*><\/script>/, '');
  Object.assign(window, { caches: cacheDasPaginas(paginas) });
  window.eval(script);
  await new Promise((pronto) => setTimeout(pronto, 0));
  const lista = document.getElementById('lista-de-paginas-guardadas')!;
  return [...lista.querySelectorAll('a')].map((link) => [link.getAttribute('href'), link.textContent]);
}

const GUARDADAS = {
  '/home': 'Página inicial | Portal Qualifica',
  '/qualificaSP/cursos': 'Cursos do Qualifica SP | Portal Qualifica',
  '/inscricao/detalhes/4711': 'Portal Qualifica',
  '/meuprimeiroemprego/matricula/confirmacao': 'Comprovante de matrícula | Portal Qualifica',
};

afterEach(() => localStorage.clear());

it('com alguém conectado neste aparelho, lista as páginas guardadas, as da pessoa também', async () => {
  localStorage.setItem(StorageKey.refreshToken, 'r-1');
  expect(await abrirPaginaSemConexao(GUARDADAS)).toEqual([
    ['/home', 'Página inicial'],
    ['/qualificaSP/cursos', 'Cursos do Qualifica SP'],
    ['/inscricao/detalhes/4711', '/inscricao/detalhes/4711'],
    ['/meuprimeiroemprego/matricula/confirmacao', 'Comprovante de matrícula'],
  ]);
});

// Issue 30 item 3: on a shared device, the next person saw, offline, the previous person's pages (the enrolment
// number in the address) and could open them.
it('sem ninguém conectado, não lista as páginas das áreas de quem entrou: só as públicas', async () => {
  expect(await abrirPaginaSemConexao(GUARDADAS)).toEqual([
    ['/home', 'Página inicial'],
    ['/qualificaSP/cursos', 'Cursos do Qualifica SP'],
  ]);
  // Nor opened: the service worker would answer them from the cache.
  expect(apagadas).toEqual(['/inscricao/detalhes/4711', '/meuprimeiroemprego/matricula/confirmacao']);
});

it('as áreas de quem entrou são as mesmas do shell, e a sessão é a do refresh token', () => {
  expect(script).toContain(`var AREAS_DE_QUEM_ENTROU =\n    ${String(AREAS_DE_QUEM_ENTROU)};`);
  expect(script).toContain(`var PUBLICAS_NAS_AREAS = ['${PUBLICAS_NAS_AREAS.join("', '")}'];`);
  expect(script).toContain(`var CHAVE_DA_SESSAO = '${StorageKey.refreshToken}';`);
});
