/**
 * `node ../tooling/webpack/paginas-por-rota.mjs`, run in a remote's folder after its production build: writes
 * `dist/paginas-por-rota.json`, every path pattern of the remote's route table (`src/app/routes.tsx`, `Rotas`) with the
 * named chunk groups of the page that route renders (or, for a route that only redirects, its `destino`). The portal's server matches the requested path against it and
 * hints the page's chunks in the first wave (gateway/src/composicao), so a remote page's code is not requested only
 * after the remote's entry has run. Deterministic: the same sources give the same file.
 *
 * How a route finds its group: a page made by `paginaSobDemanda` (@portal/remoto) keeps a loader of its component; that
 * component is one of the exports of the module the group's `origem` (grafo-de-chunks.json) names.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The workspace's base tsconfig (automatic JSX runtime) for every package the remote compiles in, as the shell's
// prerender does; tsx is registered only after it is set.
process.env.TSX_TSCONFIG_PATH ??= path.resolve(import.meta.dirname, '../../tsconfig.base.json');
await import('tsx');

const CARREGAR_PAGINA = '__carregarPagina';
const pasta = process.cwd();
const dist = path.join(pasta, 'dist');
const doRemoto = createRequire(path.join(pasta, 'package.json'));
// Required the way the remote's own (CommonJS) modules require them, so `Routes` and `Route` are the same objects.
const React = doRemoto('react');
const { renderToString } = doRemoto('react-dom/server');
const { createRoutesFromChildren, Navigate, Routes, StaticRouter } = doRemoto('react-router-dom');
const h = React.createElement;

/** The `<Routes>` element inside what `Rotas` returns (it may wrap it in guards or providers). */
function acharRoutes(no) {
  if (Array.isArray(no)) return no.map(acharRoutes).find(Boolean) ?? null;
  if (!React.isValidElement(no)) return null;
  return no.type === Routes ? no : acharRoutes(no.props.children);
}

/** `Rotas` is called inside a render (it may use hooks); its route elements become React Router's route objects. */
function rotasDe(Rotas) {
  let rotas = [];
  function Captura() {
    const elemento = acharRoutes(Rotas());
    if (elemento) rotas = createRoutesFromChildren(elemento.props.children);
    return null;
  }
  renderToString(h(StaticRouter, { location: '/' }, h(Captura)));
  return rotas;
}

const juntar = (base, trecho) =>
  trecho === undefined ? base : trecho.startsWith('/') ? trecho : `${base.replace(/\/$/, '')}/${trecho}`;

/**
 * The page's loader in a route's element: the element itself, or a page inside a guard, as its child or as a prop
 * (`<ComLogin><Pagina /></ComLogin>`, `<EtapaDoCadastro pagina={Pagina} />`). Guards are not run: they depend on the
 * visitor, and the page is what a visitor allowed on the route sees.
 */
function carregadorDe(valor) {
  if (typeof valor === 'function') return valor[CARREGAR_PAGINA];
  if (Array.isArray(valor)) return valor.map(carregadorDe).find(Boolean);
  if (!React.isValidElement(valor)) return undefined;
  return (
    carregadorDe(valor.type) ??
    Object.values(valor.props ?? {})
      .map(carregadorDe)
      .find(Boolean)
  );
}

/** Where a route that only redirects (`<Navigate to="/…/cursos" />`, a prefix alone) sends the visitor. */
const destinoDe = (elemento) =>
  React.isValidElement(elemento) && elemento.type === Navigate && /^\//.test(elemento.props.to ?? '')
    ? elemento.props.to
    : undefined;

/** Every route with a path, flattened to its full pattern, with the loader of the page it renders (if any). */
function achatar(rotas, base = '') {
  return rotas.flatMap((rota) => {
    const caminho = juntar(base, rota.path);
    const carregar = carregadorDe(rota.element);
    const destino = destinoDe(rota.element);
    const proprias = rota.path !== undefined || rota.index ? [{ caminho, carregar, destino }] : [];
    return [...proprias, ...achatar(rota.children ?? [], caminho)];
  });
}

/** A module of this CommonJS package imported from here: its exports are on the namespace or on its `default`. */
async function exportacoes(arquivo) {
  const modulo = await import(pathToFileURL(arquivo).href);
  return [...Object.values(modulo), ...Object.values(modulo.default ?? {})];
}

/** Each exported value of a group's `origem` → that group. */
async function gruposPorExportacao(grafo) {
  const porValor = new Map();
  for (const [nome, grupo] of Object.entries(grafo.grupos)) {
    if (!grupo.origem) continue;
    for (const valor of await exportacoes(path.join(pasta, grupo.origem)))
      if (typeof valor === 'function' && !porValor.has(valor)) porValor.set(valor, nome);
  }
  return porValor;
}

const grafo = JSON.parse(await readFile(path.join(dist, 'grafo-de-chunks.json'), 'utf8'));
const Rotas = (await exportacoes(path.join(pasta, 'src/app/routes.tsx'))).find((v) => v.name === 'Rotas');
const grupoDe = await gruposPorExportacao(grafo);
const rotas = await Promise.all(
  achatar(rotasDe(Rotas)).map(async ({ caminho, carregar, destino }) => {
    const grupo = carregar ? grupoDe.get(await carregar()) : undefined;
    return { caminho, grupos: grupo ? [grupo] : [], ...(destino ? { destino } : {}) };
  }),
);
await writeFile(path.join(dist, 'paginas-por-rota.json'), `${JSON.stringify({ rotas }, null, 2)}\n`);
const comPagina = rotas.filter((r) => r.grupos.length > 0).length;
console.log(`✔ paginas-por-rota.json: ${rotas.length} rotas, ${comPagina} com o chunk da página`);
