import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as Router from 'react-router-dom';
import * as Zustand from 'zustand';
import * as ZustandVanilla from 'zustand/vanilla';
import * as SharedAuth from '@portal/shared-auth';
import type { Federacao } from './catalogo-remotos';

/** `{ pacote: versão }` of every singleton, written by the shell's build from the workspace's catalog. */
declare const __VERSOES_COMPARTILHADAS__: Record<string, string>;

type Modulo = Record<string, unknown>;

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
  const [ui, singleSpa, singleSpaReact, parcel] = await Promise.all([
    import(/* webpackChunkName: "compartilhados-com-remotos" */ '@portal/ui'),
    import(/* webpackChunkName: "compartilhados-com-remotos" */ 'single-spa'),
    import(/* webpackChunkName: "compartilhados-com-remotos" */ 'single-spa-react'),
    import(/* webpackChunkName: "compartilhados-com-remotos" */ 'single-spa-react/parcel'),
  ]);
  return {
    '@portal/ui': ui,
    'single-spa': singleSpa,
    'single-spa-react': singleSpaReact,
    'single-spa-react/parcel': parcel,
  };
};

/**
 * The runtime's `shared` option: each singleton the build lists, in the version the build wrote and on the terms a
 * remote's build declares (tooling/webpack/shared-deps.cjs, decision 0901), as the very module the shell runs (`lib`:
 * the runtime counts it as loaded, and `loaded-first` keeps it).
 */
export function ofertaDoShell(versoes: Record<string, string>, modulos: Record<string, Modulo>) {
  const oferta = (pacote: string, version: string) => {
    const modulo = modulos[pacote];
    if (!modulo) throw new Error(`O shell não tem o módulo de ${pacote} para oferecer aos remotos.`);
    const shareConfig = { singleton: true, requiredVersion: `^${version}`, strictVersion: true };
    return { version, shareConfig, lib: () => modulo };
  };
  return Object.fromEntries(
    Object.entries(versoes).map(([pacote, versao]) => [pacote, oferta(pacote, versao)]),
  );
}

/** Every module the shell offers remotes, by package: what its pages run and what only remotes use. */
export async function modulosOferecidos(): Promise<Record<string, Modulo>> {
  return { ...JA_CARREGADOS, ...(await carregarSoDosRemotos()) };
}

let carga: Promise<Federacao> | null = null;

/**
 * The Module Federation runtime, loaded with the first remote area instead of on every page's boot (decision 0860).
 * The shell is a runtime host: it offers its singletons and its runtime to remotes (`_FEDERATION_RUNTIME_CORE`, what
 * the library's inject-external-runtime-core plugin did; decision 0814), and registers the recovery plugin. A failed
 * load is forgotten, so the area's "Tentar novamente" loads again.
 */
export function carregarFederacao(): Promise<Federacao> {
  carga ??= Promise.all([
    import(/* webpackChunkName: "federacao" */ '@module-federation/runtime'),
    import(/* webpackChunkName: "federacao" */ '@module-federation/runtime/core'),
    import(/* webpackChunkName: "federacao" */ './plugin-recuperacao-remotos'),
    modulosOferecidos(),
  ])
    .then(([runtime, core, recuperacao, modulos]) => {
      const instancia = runtime.createInstance({
        name: 'shell',
        remotes: [],
        shared: ofertaDoShell(__VERSOES_COMPARTILHADAS__, modulos),
        shareStrategy: 'loaded-first',
        plugins: [recuperacao.default()],
      });
      const global = core.Global as Record<string, unknown>;
      global._FEDERATION_RUNTIME_CORE = core;
      global._FEDERATION_RUNTIME_CORE_FROM = { name: 'shell', version: instancia.version };
      return instancia as unknown as Federacao;
    })
    .catch((erro: unknown) => {
      carga = null;
      throw erro;
    });
  return carga;
}
