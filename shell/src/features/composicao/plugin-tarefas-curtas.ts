import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import type { PreloadAssets } from '@module-federation/runtime/types';

/**
 * Module Federation runtime plugin (decision 0863): the runtime's steps to a remote area, one task each. Each step is
 * a promise that settles at once when its files are already here (the page's preloads), so reading the manifest,
 * initialising the remote's container, getting its module and running it were one chain of microtasks: a single
 * 50–130 ms task on the preset's phone, the page unable to answer a tap meanwhile. At each step below the chain gives
 * the browser a turn first. This file runs inside the federation runtime: it must import nothing at run time.
 */

interface AgendadorComCessao {
  yield?: () => Promise<void>;
}

/**
 * The rest of the work in a task of its own: `scheduler.yield()` where the browser has it (the continuation goes ahead
 * of other tasks), a zero timeout elsewhere.
 */
export function cederAVez(): Promise<void> {
  const agendador = (globalThis as { scheduler?: AgendadorComCessao }).scheduler;
  return agendador?.yield ? agendador.yield() : new Promise((continuar) => setTimeout(continuar, 0));
}

/** An async hook that only waits: the runtime's waterfall hooks get their arguments back unchanged. */
const cederEDevolver = <T>(argumentos: T): Promise<T> => cederAVez().then(() => argumentos);

export default function pluginTarefasCurtas(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-tarefas-curtas',
    // After the manifest is read, after the remote's snapshot is made from it, and after the built-in plugin chose
    // which of the remote's files to preload (it checks the version of each shared module: ~25 ms on the preset's
    // phone), before the preload's tags go in. Those were one task of 44–55 ms. The built-in plugins are registered
    // before this one, so this listener runs after the choice, and returns nothing: an async hook then keeps the
    // previous listener's answer (the hook's type asks for the files, hence the cast).
    afterLoadManifest: () => cederAVez(),
    afterLoadSnapshot: cederEDevolver,
    generatePreloadAssets: () => cederAVez() as unknown as Promise<PreloadAssets>,
    // A remote area asked for its module: React's commit that asked for it ends first.
    beforeRequest: cederEDevolver,
    // Before the remote's container meets the shared modules, and before its module is got and run.
    beforeInitContainer: cederEDevolver,
    beforeGetExpose: () => cederAVez(),
    beforeExecuteFactory: () => cederAVez(),
  };
}

/**
 * For every remote's own instance (registered as a global plugin, so each remoteEntry.js's instance takes it): before
 * each shared module the remote asks for, a turn. A remote's exposed module asks for all its singletons at once, and
 * each answer checks the remote's range against the shell's version (strictVersion, decision 0901), one semver parse
 * each: 13 of them were one task of 50–60 ms on the preset's phone (decision 0865). Now one task each.
 */
export function pluginTarefasCurtasDosRemotos(): ModuleFederationRuntimePlugin {
  return { name: 'portal-tarefas-curtas-dos-remotos', beforeLoadShare: cederEDevolver };
}
