import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as Router from 'react-router-dom';
import * as Zustand from 'zustand';
import * as ZustandVanilla from 'zustand/vanilla';
import * as SharedAuth from '@portal/shared-auth';
import type { Federacao } from './catalogo-remotos';
import type { Modulo } from './instancia-da-federacao';

/** The singletons the shell's own pages already run. */
const JA_CARREGADOS: Record<string, Modulo> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  'react-router-dom': Router,
  zustand: Zustand,
  'zustand/vanilla': ZustandVanilla,
  '@portal/shared-auth': SharedAuth,
};

/**
 * The singletons only remote areas use (decision 0853), loaded with the runtime: the first remote area needs them
 * anyway, and offering them already loaded keeps them the shell's. Offered with `get` instead, the first remote to
 * consume one became its owner in the share scope, and a retry of that remote (`registerRemotes` with `force`)
 * removed it, so the remote fell back to a copy of its own: a second single-spa, a second `@portal/ui`.
 */
const carregarSoDosRemotos = async (): Promise<Record<string, Modulo>> => {
  const [ui, remoto, singleSpa, singleSpaReact, parcel] = await Promise.all([
    import(/* webpackChunkName: "compartilhados-com-remotos" */ '@portal/ui'),
    import(/* webpackChunkName: "compartilhados-com-remotos" */ '@portal/remoto'),
    import(/* webpackChunkName: "compartilhados-com-remotos" */ 'single-spa'),
    import(/* webpackChunkName: "compartilhados-com-remotos" */ 'single-spa-react'),
    import(/* webpackChunkName: "compartilhados-com-remotos" */ 'single-spa-react/parcel'),
  ]);
  return {
    '@portal/ui': uiComORemoto(ui, remoto),
    '@portal/remoto': remoto,
    'single-spa': singleSpa,
    'single-spa-react': singleSpaReact,
    'single-spa-react/parcel': parcel,
  };
};

/**
 * What the shell offers under `@portal/ui` (decision 0219): the visual kit, plus the remote runtime that `@portal/ui`
 * held up to 1.4.0 and is now `@portal/remoto`. A remote built before the split imports `useCarga` or
 * `criarLifecyclesDoRemoto` from `@portal/ui` and still finds them, the very functions offered as `@portal/remoto` (one
 * instance of each context). A copy of both namespaces' values, not a module that re-exports them: that module's
 * getters cost every remote page 0.2 KiB more.
 */
export function uiComORemoto(ui: Modulo, remoto: Modulo): Modulo {
  return Object.defineProperty({ ...ui, ...remoto }, '__esModule', { value: true });
}

/** Every module the shell offers remotes, by package: what its pages run and what only remotes use. */
export async function modulosOferecidos(): Promise<Record<string, Modulo>> {
  return { ...JA_CARREGADOS, ...(await carregarSoDosRemotos()) };
}

let carga: Promise<Federacao> | null = null;

/**
 * The Module Federation runtime, loaded with the first remote area instead of on every page's boot (decision 0860).
 * The shell is a runtime host: it offers its singletons and its runtime to remotes (instancia-da-federacao.ts). A
 * failed load is forgotten, so the area's "Tentar novamente" loads again.
 */
export function carregarFederacao(): Promise<Federacao> {
  carga ??= Promise.all([
    import(/* webpackChunkName: "federacao" */ './instancia-da-federacao'),
    modulosOferecidos(),
  ])
    .then(([{ criarInstancia }, modulos]) => criarInstancia(modulos))
    .catch((erro: unknown) => {
      carga = null;
      throw erro;
    });
  return carga;
}
