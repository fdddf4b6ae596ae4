import { createInstance } from '@module-federation/runtime';
import * as core from '@module-federation/runtime/core';
import { criarInstancia } from './instancia-da-federacao';

const escopo = globalThis as Record<string, unknown>;

beforeEach(() => {
  // What the shell's build defines (tooling/webpack/shared-deps.cjs); no singleton is needed here.
  escopo.__COMPARTILHADOS__ = {};
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  delete escopo.__COMPARTILHADOS__;
  delete (core.Global as Record<string, unknown>)._FEDERATION_RUNTIME_CORE_FROM;
  // Each test registers the remotes' plugin again: the runtime's global list starts empty.
  (core.Global as { __FEDERATION__: { __GLOBAL_PLUGIN__: unknown[] } }).__FEDERATION__.__GLOBAL_PLUGIN__ = [];
});

describe('criarInstancia', () => {
  it('cria a instância numa tarefa própria e a entrega noutra, com o plugin que encurta as etapas', async () => {
    let instancia: unknown = null;
    void criarInstancia({}).then((criada) => (instancia = criada));
    const criada = () => (core.Global as Record<string, unknown>)._FEDERATION_RUNTIME_CORE_FROM;
    await Promise.resolve();
    // Right after the shared modules were evaluated: nothing yet, in the same task.
    expect(criada()).toBeUndefined();
    await jest.runOnlyPendingTimersAsync();
    expect(criada()).toEqual({ name: 'shell', version: expect.any(String) });
    expect(instancia).toBeNull();
    await jest.runOnlyPendingTimersAsync();
    const plugins = (instancia as { options: { plugins: { name: string }[] } }).options.plugins;
    expect(plugins.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['portal-recuperacao-remotos', 'portal-tarefas-curtas']),
    );
  });

  it('as instâncias dos remotos, feitas depois pelo remoteEntry.js de cada um, levam o plugin dos remotos', async () => {
    void criarInstancia({});
    await jest.runOnlyPendingTimersAsync();
    const remoto = createInstance({ name: 'remoto_depois_do_shell', remotes: [] });
    const plugins = (remoto as unknown as { options: { plugins: { name: string }[] } }).options.plugins;
    expect(plugins.map(({ name }) => name)).toContain('portal-tarefas-curtas-dos-remotos');
  });
});
