import { createInstance } from '@module-federation/runtime';
import pluginTarefasCurtas, { cederAVez } from './plugin-tarefas-curtas';

/** Whether `promessa` settled once every microtask queued so far has run (it has not, if it waits for a task). */
async function resolveSemNovaTarefa(promessa: Promise<unknown>): Promise<boolean> {
  let resolvida = false;
  void promessa.then(() => (resolvida = true));
  for (let i = 0; i < 20; i++) await Promise.resolve();
  return resolvida;
}

const escopo = globalThis as { scheduler?: { yield?: () => Promise<void> } };
afterEach(() => delete escopo.scheduler);

describe('pluginTarefasCurtas', () => {
  it('cada etapa do runtime espera uma tarefa nova antes de seguir', async () => {
    const plugin = pluginTarefasCurtas();
    const etapas = [
      () => plugin.afterLoadManifest!({} as never),
      () => plugin.beforeRequest!({ id: 'mfe_programas/lifecycles' } as never),
      () => plugin.beforeInitContainer!({ shareScope: {} } as never),
      () => plugin.beforeGetExpose!({} as never),
      () => plugin.beforeExecuteFactory!({} as never),
    ];
    for (const etapa of etapas) {
      const promessa = Promise.resolve(etapa());
      expect(await resolveSemNovaTarefa(promessa)).toBe(false);
      await new Promise((continuar) => setTimeout(continuar, 0));
      expect(await resolveSemNovaTarefa(promessa)).toBe(true);
    }
  });

  it('os ganchos em cascata devolvem os mesmos argumentos: o runtime segue com o que tinha', async () => {
    const plugin = pluginTarefasCurtas();
    const pedido = { id: 'mfe_programas/lifecycles', options: {} };
    await expect(plugin.beforeRequest!(pedido as never)).resolves.toBe(pedido);
    const inicioDoConteiner = { shareScope: {}, initScope: [] };
    await expect(plugin.beforeInitContainer!(inicioDoConteiner as never)).resolves.toBe(inicioDoConteiner);
  });

  it('usa scheduler.yield onde o navegador o tem: a continuação passa à frente das outras tarefas', async () => {
    const cessao = jest.fn(async () => undefined);
    escopo.scheduler = { yield: cessao };
    await cederAVez();
    expect(cessao).toHaveBeenCalledTimes(1);
  });
});

describe('pluginTarefasCurtas no runtime da federação', () => {
  it('o runtime passa por cada etapa do plugin ao carregar o módulo de um remoto', async () => {
    const plugin = pluginTarefasCurtas();
    const chamadas: string[] = [];
    const espiao = Object.fromEntries(
      Object.entries(plugin).map(([gancho, valor]) => [
        gancho,
        typeof valor === 'function'
          ? (...argumentos: unknown[]) => (
              chamadas.push(gancho),
              (valor as (...a: unknown[]) => unknown)(...argumentos)
            )
          : valor,
      ]),
    );
    // A remote's container without a network: what its remoteEntry.js would define.
    const conteiner = { init: async () => undefined, get: async () => () => ({ mount: 'montar' }) };
    const instancia = createInstance({
      name: 'shell_de_teste',
      remotes: [{ name: 'mfe_teste', entry: 'http://localhost/remotes/mfe_teste/remoteEntry.js' }],
      plugins: [
        espiao as typeof plugin,
        { name: 'entrada-de-teste', loadEntry: async () => conteiner as never },
      ],
    });
    await expect(instancia.loadRemote('mfe_teste/lifecycles')).resolves.toEqual({ mount: 'montar' });
    expect(chamadas).toEqual([
      'beforeRequest',
      'beforeInitContainer',
      'beforeGetExpose',
      'beforeExecuteFactory',
    ]);
  });
});
