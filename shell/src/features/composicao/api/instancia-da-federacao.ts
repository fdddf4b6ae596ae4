import { createInstance, registerGlobalPlugins } from '@module-federation/runtime';
import * as core from '@module-federation/runtime/core';
import type { Federacao } from './catalogo-remotos';
import pluginRecuperacaoRemotos from './plugin-recuperacao-remotos';
import pluginTarefasCurtas, { cederAVez, pluginTarefasCurtasDosRemotos } from '../plugin-tarefas-curtas';

/**
 * The shell's federation runtime instance (decision 0860). This module is the `federacao` chunk, loaded with the first
 * remote area (federacao-sob-demanda.ts), so neither the runtime nor the share terms are on a page's boot path.
 */

/** A singleton's share terms, as every app's build declares them (tooling/webpack/shared-deps.cjs, decision 0901). */
export interface TermosDoSingleton {
  version: string;
  singleton: boolean;
  requiredVersion: string;
  strictVersion: boolean;
}

/** The terms of every singleton, written by the shell's build from the workspace's catalog. */
declare const __COMPARTILHADOS__: Record<string, TermosDoSingleton>;

export type Modulo = Record<string, unknown>;

/**
 * The runtime's `shared` option: each singleton the build lists, at the version every app's build declares, as the
 * very module the shell runs (`lib`: the runtime counts it as loaded, and `loaded-first` keeps it).
 * Without a range of the shell's own (decision 0865): the runtime checks an instance's range only against what that
 * instance asks for, and the shell asks for nothing, it offers. The one place the shell's range was read was the
 * choice of a remote's files to preload, which checked the shell's own module against the shell's own range, one
 * semver parse per singleton, ~20 ms of a task on the preset's phone. Each remote's instance still checks its own
 * range (strictVersion) against the shell's module, and refuses another major (decision 0901).
 */
export function ofertaDoShell(termos: Record<string, TermosDoSingleton>, modulos: Record<string, Modulo>) {
  const oferta = (pacote: string, { version, singleton }: TermosDoSingleton) => {
    const modulo = modulos[pacote];
    if (!modulo) throw new Error(`O shell não tem o módulo de ${pacote} para oferecer aos remotos.`);
    return { version, shareConfig: { singleton, requiredVersion: false as const }, lib: () => modulo };
  };
  return Object.fromEntries(Object.entries(termos).map(([pacote, t]) => [pacote, oferta(pacote, t)]));
}

/**
 * The instance that offers remotes the shell's singletons and its runtime (`_FEDERATION_RUNTIME_CORE`, what the
 * library's inject-external-runtime-core plugin did; decision 0814), with the recovery plugin and the one that keeps
 * its steps short. Made in a task of its own: it comes right after the shared modules were evaluated, and the
 * remotes' registration and preload come right after it (decision 0863).
 */
export async function criarInstancia(modulos: Record<string, Modulo>): Promise<Federacao> {
  await cederAVez();
  const instancia = createInstance({
    name: 'shell',
    remotes: [],
    shared: ofertaDoShell(__COMPARTILHADOS__, modulos),
    shareStrategy: 'loaded-first',
    plugins: [pluginRecuperacaoRemotos(), pluginTarefasCurtas()],
  });
  // The remotes' instances, made by their remoteEntry.js after this one, take it from the runtime's global list.
  registerGlobalPlugins([pluginTarefasCurtasDosRemotos()]);
  const global = core.Global as Record<string, unknown>;
  global._FEDERATION_RUNTIME_CORE = core;
  global._FEDERATION_RUNTIME_CORE_FROM = { name: 'shell', version: instancia.version };
  await cederAVez();
  return instancia as unknown as Federacao;
}
