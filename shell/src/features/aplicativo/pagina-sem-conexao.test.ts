/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { blocoDeDados, ID_REGISTRO_EMBUTIDO, StorageKey } from '@portal/contracts';
import {
  AREAS_DE_QUEM_ENTROU,
  paginaDeQuemEntrou,
  prefixosDeQuemEntrou,
  PUBLICAS_NAS_AREAS,
} from './areas-de-quem-entrou';

/**
 * The portal's offline page (shell/public/offline.html and offline.js, plain script: it loads no bundle) lists the
 * pages the service worker kept. Run here in jsdom, over a page cache of its own.
 */
const publico = path.join(__dirname, '../../../public');
const html = readFileSync(path.join(publico, 'offline.html'), 'utf8');
const script = readFileSync(path.join(publico, 'offline.js'), 'utf8');

let apagadas: string[];
/** Each kept page with its title, composed with `registro` (the portal's server writes it into every page). */
function cacheDasPaginas(paginas: Record<string, string>, registro?: unknown) {
  apagadas = [];
  const doRegistro =
    registro === undefined ? '' : blocoDeDados(ID_REGISTRO_EMBUTIDO, JSON.stringify(registro));
  const cache = {
    delete: async (pedido: { url: string }) => apagadas.push(new URL(pedido.url).pathname),
    keys: async () => Object.keys(paginas).map((caminho) => ({ url: `http://localhost${caminho}` })),
    match: async (pedido: { url: string }) => ({
      text: async () =>
        `<html><head><title>${paginas[new URL(pedido.url).pathname]}</title></head><body>${doRegistro}</body></html>`,
    }),
  };
  return { open: async () => cache };
}

async function abrirPaginaSemConexao(paginas: Record<string, string>, registro?: unknown) {
  document.documentElement.innerHTML = html
    .replace(/^<!doctype html>/i, '')
    .replace(/<script[^>]*><\/script>/, '');
  Object.assign(window, { caches: cacheDasPaginas(paginas, registro) });
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

it('as áreas de quem entrou e o registro na página são os do shell, e a sessão é a do refresh token', () => {
  expect(script).toContain(`var AREAS_DE_QUEM_ENTROU =\n    ${String(AREAS_DE_QUEM_ENTROU)};`);
  expect(script).toContain(`var PUBLICAS_NAS_AREAS = ['${PUBLICAS_NAS_AREAS.join("', '")}'];`);
  expect(script).toContain(`var ID_DO_REGISTRO = '${ID_REGISTRO_EMBUTIDO}';`);
  expect(script).toContain(`var CHAVE_DA_SESSAO = '${StorageKey.refreshToken}';`);
});

// A remote's new signed-in prefix, declared in its registry line only: the offline page knew only the shell's list,
// and listed that prefix's pages, of the person who left, to the next one.
const linha = (prefixes: string[], acesso?: unknown) => ({
  manifest: '/remotes/x/1/mf-manifest.json',
  version: '1',
  prefixes,
  ...(acesso === undefined ? {} : { acesso }),
});
const COM_REMOTO_NOVO = {
  remotes: {
    mfe_programas: linha(['qualificaSP']),
    mfe_beneficios: linha(['beneficios', 'sobre-beneficios'], {
      beneficios: 'login',
      'sobre-beneficios': 'publico',
    }),
  },
};

it('sem ninguém conectado, nem as de uma área que só o registro declara (o das páginas guardadas)', async () => {
  const paginas = {
    '/home': 'Página inicial | Portal Qualifica',
    '/beneficios/extrato/9': 'Extrato | Portal Qualifica',
    '/sobre-beneficios': 'Sobre os benefícios | Portal Qualifica',
  };
  expect(await abrirPaginaSemConexao(paginas, COM_REMOTO_NOVO)).toEqual([
    ['/home', 'Página inicial'],
    ['/sobre-beneficios', 'Sobre os benefícios'],
  ]);
  expect(apagadas).toEqual(['/beneficios/extrato/9']);
});

it('lê as declarações do registro como o shell, nas mesmas amostras', async () => {
  const amostras: [unknown, string][] = [
    [COM_REMOTO_NOVO, '/beneficios/extrato/9'],
    [COM_REMOTO_NOVO, '/sobre-beneficios'],
    [COM_REMOTO_NOVO, '/qualificaSP/cursos'],
    [{ remotes: { x: linha(['equipe'], { equipe: { papeis: ['Auditor'] } }) } }, '/equipe/3'],
    [{ remotes: { x: linha(['a', 'b'], 'login') } }, '/b/1'],
    [{ remotes: { x: linha(['a', 'b'], { a: 'talvez' }) } }, '/a'],
    [{ remotes: { x: linha(['a', 'b'], { a: 'talvez' }) } }, '/b'],
    [{ remotes: { x: linha(['a'], { a: null }) } }, '/a'],
    [{ remotes: { x: linha(['constructor'], {}) } }, '/constructor'],
    [{ remotes: { x: { prefixes: 'a' } } }, '/a'],
    [{ remotes: [] }, '/a'],
    [null, '/inscricao/historico'],
    [COM_REMOTO_NOVO, '/usuario/login'],
  ];
  for (const [registro, caminho] of amostras) {
    await abrirPaginaSemConexao({ [caminho]: 'Portal Qualifica' }, registro);
    const doShell = paginaDeQuemEntrou(caminho, new Set(prefixosDeQuemEntrou(registro)));
    expect([registro, caminho, apagadas.includes(caminho)]).toEqual([registro, caminho, doShell]);
  }
});
