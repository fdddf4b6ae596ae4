import { createInstance } from '@module-federation/runtime';
import pluginTarefasCurtas, { cederAVez } from './plugin-tarefas-curtas';

/** Whether `promessa` settles within `voltas` microtasks, with no new task (it does not, if it waits for one). */
async function resolveSemNovaTarefa(promessa: Promise<unknown>, voltas = 20): Promise<boolean> {
  let resolvida = false;
  void promessa.then(() => (resolvida = true));
  for (let i = 0; i < voltas; i++) await Promise.resolve();
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

/** A runtime with one remote whose container needs no network: what its remoteEntry.js would define. */
function runtimeComUmRemoto(plugins: ReturnType<typeof pluginTarefasCurtas>[]) {
  const conteiner = { init: async () => undefined, get: async () => () => ({ mount: 'montar' }) };
  return createInstance({
    name: 'shell_de_teste',
    remotes: [{ name: 'mfe_teste', entry: 'http://localhost/remotes/mfe_teste/remoteEntry.js' }],
    plugins: [...plugins, { name: 'entrada-de-teste', loadEntry: async () => conteiner as never }],
  });
}

describe('pluginTarefasCurtas no runtime da federação', () => {
  it('sem o plugin o runtime carrega o módulo numa tarefa só; com ele, não', async () => {
    const semPlugin = runtimeComUmRemoto([]).loadRemote('mfe_teste/lifecycles');
    expect(await resolveSemNovaTarefa(semPlugin, 1000)).toBe(true);
    const comPlugin = runtimeComUmRemoto([pluginTarefasCurtas()]).loadRemote('mfe_teste/lifecycles');
    expect(await resolveSemNovaTarefa(comPlugin, 1000)).toBe(false);
    await expect(comPlugin).resolves.toEqual({ mount: 'montar' });
  });

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
    const instancia = runtimeComUmRemoto([espiao as typeof plugin]);
    await expect(instancia.loadRemote('mfe_teste/lifecycles')).resolves.toEqual({ mount: 'montar' });
    expect(chamadas).toEqual([
      'beforeRequest',
      'beforeInitContainer',
      'beforeGetExpose',
      'beforeExecuteFactory',
    ]);
  });
});
