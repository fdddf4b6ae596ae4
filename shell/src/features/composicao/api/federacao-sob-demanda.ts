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

/** The singletons the shell's own pages already run: offered to remotes as the very instances the shell uses. */
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

/** The singletons only remote areas use: fetched when a remote asks for them (decision 0853). */
const SOB_DEMANDA: Record<string, () => Promise<Modulo>> = {
  '@portal/ui': () => import(/* webpackChunkName: "compartilhados-com-remotos" */ '@portal/ui'),
  'single-spa': () => import(/* webpackChunkName: "compartilhados-com-remotos" */ 'single-spa'),
  'single-spa-react': () => import(/* webpackChunkName: "compartilhados-com-remotos" */ 'single-spa-react'),
  'single-spa-react/parcel': () =>
    import(/* webpackChunkName: "compartilhados-com-remotos" */ 'single-spa-react/parcel'),
};

function oferta(pacote: string, version: string) {
  // The same terms a remote's build declares (tooling/webpack/shared-deps.cjs, decision 0901).
  const shareConfig = { singleton: true, requiredVersion: `^${version}`, strictVersion: true };
  const carregado = JA_CARREGADOS[pacote];
  if (carregado) return { version, shareConfig, lib: () => carregado };
  const carregar = SOB_DEMANDA[pacote];
  if (!carregar) throw new Error(`O shell não tem o módulo de ${pacote} para oferecer aos remotos.`);
  return { version, shareConfig, get: () => carregar().then((m) => () => m) };
}

/** The runtime's `shared` option: each singleton the build lists, in the version the build wrote. */
export function ofertaDoShell(versoes: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(versoes).map(([pacote, versao]) => [pacote, oferta(pacote, versao)]),
  );
}

let carga: Promise<Federacao> | null = null;

/**
 * The Module Federation runtime, loaded with the first remote area instead of on every page's boot (decision 0860).
 * The shell is a runtime host: it offers its singletons (the instances it already runs) and its runtime to remotes
 * (`_FEDERATION_RUNTIME_CORE`, decision 0814), and registers the recovery plugin.
 */
export function carregarFederacao(): Promise<Federacao> {
  carga ??= Promise.all([
    import(/* webpackChunkName: "federacao" */ '@module-federation/runtime'),
    import(/* webpackChunkName: "federacao" */ '@module-federation/runtime/core'),
    import(/* webpackChunkName: "federacao" */ './plugin-recuperacao-remotos'),
  ]).then(([runtime, core, recuperacao]) => {
    const global = core.Global as Record<string, unknown>;
    global._FEDERATION_RUNTIME_CORE = core;
    global._FEDERATION_RUNTIME_CORE_FROM = { name: 'shell', version: '2.9.2' };
    const instancia = runtime.createInstance({
      name: 'shell',
      remotes: [],
      shared: ofertaDoShell(__VERSOES_COMPARTILHADAS__),
      shareStrategy: 'loaded-first',
      plugins: [recuperacao.default()],
    });
    return instancia as unknown as Federacao;
  });
  return carga;
}
