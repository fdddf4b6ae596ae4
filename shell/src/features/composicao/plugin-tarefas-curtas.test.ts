import { createInstance } from '@module-federation/runtime';
import pluginTarefasCurtas, { cederAVez, pluginTarefasCurtasDosRemotos } from './plugin-tarefas-curtas';

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
      () => plugin.afterLoadSnapshot!({ remoteSnapshot: {} } as never),
      () => plugin.generatePreloadAssets!({} as never),
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
    const retrato = { id: 'mfe_programas', remoteSnapshot: {} };
    await expect(plugin.afterLoadSnapshot!(retrato as never)).resolves.toBe(retrato);
  });

  it('usa scheduler.yield onde o navegador o tem: a continuação passa à frente das outras tarefas', async () => {
    const cessao = jest.fn(async () => undefined);
    escopo.scheduler = { yield: cessao };
    await cederAVez();
    expect(cessao).toHaveBeenCalledTimes(1);
  });
});

/** The plugin with each hook noting its name in `chamadas` before it runs. */
function espiar(plugin: ReturnType<typeof pluginTarefasCurtas>, chamadas: string[]): typeof plugin {
  return Object.fromEntries(
    Object.entries(plugin).map(([gancho, valor]) => [
      gancho,
      typeof valor === 'function'
        ? (...argumentos: unknown[]) => (
            chamadas.push(gancho),
            (valor as (...a: unknown[]) => unknown)(...argumentos)
          )
        : valor,
    ]),
  ) as typeof plugin;
}

/**
 * A runtime with one remote whose container needs no network: what its remoteEntry.js would define. Its entry is the
 * remote's remoteEntry.js, or, `comManifesto`, its mf-manifest.json (as the portal's registry gives it): then the
 * runtime reads the manifest, makes the snapshot and works out which of the remote's files to preload.
 */
function runtimeComUmRemoto(
  plugins: ReturnType<typeof pluginTarefasCurtas>[],
  { comManifesto = false, remoto = 'mfe_teste' } = {},
) {
  const conteiner = { init: async () => undefined, get: async () => () => ({ mount: 'montar' }) };
  const arquivo = comManifesto ? 'mf-manifest.json' : 'remoteEntry.js';
  return createInstance({
    name: 'shell_de_teste',
    remotes: [{ name: remoto, entry: `http://localhost/remotes/${remoto}/${arquivo}` }],
    shared: {
      react: {
        version: '19.3.1',
        lib: () => ({}),
        // As the shell offers it (ofertaDoShell, decision 0865): no range of its own.
        shareConfig: { singleton: true, requiredVersion: false },
      },
    },
    plugins: [...plugins, { name: 'entrada-de-teste', loadEntry: async () => conteiner as never }],
  });
}

/** The fields of a remote's mf-manifest.json the runtime reads (mfe-programas/dist has a real one). */
const manifesto = (remoto: string) => ({
  id: remoto,
  name: remoto,
  metaData: {
    name: remoto,
    type: 'app',
    buildInfo: { buildVersion: '0.1.0', buildName: '@portal/mfe-teste' },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    types: { path: '', name: '', zip: '', api: '' },
    globalName: remoto,
    pluginVersion: '2.9.2',
    publicPath: 'auto',
  },
  shared: [
    {
      id: `${remoto}:react`,
      name: 'react',
      version: '19.3.1',
      singleton: true,
      requiredVersion: '^19.3.1',
      assets: { js: { async: [], sync: ['react.js'] }, css: { async: [], sync: [] } },
      fallback: '',
    },
  ],
  remotes: [],
  exposes: [
    {
      id: `${remoto}:lifecycles`,
      name: 'lifecycles',
      path: './lifecycles',
      assets: { js: { sync: ['lifecycles.js'], async: [] }, css: { sync: [], async: [] } },
    },
  ],
});

describe('pluginTarefasCurtas no runtime da federação', () => {
  it('sem o plugin o runtime carrega o módulo numa tarefa só; com ele, não', async () => {
    const semPlugin = runtimeComUmRemoto([]).loadRemote('mfe_teste/lifecycles');
    expect(await resolveSemNovaTarefa(semPlugin, 1000)).toBe(true);
    const comPlugin = runtimeComUmRemoto([pluginTarefasCurtas()]).loadRemote('mfe_teste/lifecycles');
    expect(await resolveSemNovaTarefa(comPlugin, 1000)).toBe(false);
    await expect(comPlugin).resolves.toEqual({ mount: 'montar' });
  });

  it('o runtime passa por cada etapa do plugin ao carregar o módulo de um remoto', async () => {
    const chamadas: string[] = [];
    const espiao = espiar(pluginTarefasCurtas(), chamadas);
    const instancia = runtimeComUmRemoto([espiao]);
    await expect(instancia.loadRemote('mfe_teste/lifecycles')).resolves.toEqual({ mount: 'montar' });
    expect(chamadas).toEqual([
      'beforeRequest',
      'beforeInitContainer',
      'beforeGetExpose',
      'beforeExecuteFactory',
    ]);
  });
});

describe('pluginTarefasCurtas com o manifesto do remoto', () => {
  const fetchOriginal = globalThis.fetch;
  // The runtime keeps manifests, snapshots and what it preloaded in a global of the page: a remote of its own each.
  beforeEach(() => {
    globalThis.fetch = jest.fn(async (url: string) => ({
      ok: true,
      status: 200,
      json: async () => manifesto(new URL(url).pathname.split('/')[2]!),
    })) as never;
  });
  afterEach(() => {
    globalThis.fetch = fetchOriginal;
    document.head.innerHTML = '';
  });

  it('do manifesto lido ao módulo, o snapshot e a escolha do que pré-carregar ficam em tarefas à parte', async () => {
    const semPlugin = runtimeComUmRemoto([], { comManifesto: true, remoto: 'mfe_sem_plugin' }).loadRemote(
      'mfe_sem_plugin/lifecycles',
    );
    expect(await resolveSemNovaTarefa(semPlugin, 1000)).toBe(true);

    const chamadas: string[] = [];
    const espiao = espiar(pluginTarefasCurtas(), chamadas);
    const comPlugin = runtimeComUmRemoto([espiao], {
      comManifesto: true,
      remoto: 'mfe_com_plugin',
    }).loadRemote('mfe_com_plugin/lifecycles');
    await expect(comPlugin).resolves.toEqual({ mount: 'montar' });
    expect(chamadas).toEqual([
      'beforeRequest',
      'afterLoadManifest',
      'afterLoadSnapshot',
      'generatePreloadAssets',
      'beforeInitContainer',
      'beforeGetExpose',
      'beforeExecuteFactory',
    ]);
  });

  it('o pré-carregamento pede os arquivos do módulo, não a cópia do React que o shell já oferece', async () => {
    const instancia = runtimeComUmRemoto([pluginTarefasCurtas()], {
      comManifesto: true,
      remoto: 'mfe_precarga',
    });
    await instancia.loadRemote('mfe_precarga/lifecycles');
    const pedidos = [...document.head.querySelectorAll('script[src], link[href]')].map(
      (elemento) => elemento.getAttribute('src') ?? elemento.getAttribute('href'),
    );
    expect(pedidos).toEqual(['http://localhost/remotes/mfe_precarga/lifecycles.js']);
  });
});

describe('pluginTarefasCurtasDosRemotos', () => {
  /** A remote's own instance that met a shell offering React 19.3.1, as its remoteEntry.js's `init` does. */
  function remotoComOShell(plugins: ReturnType<typeof pluginTarefasCurtasDosRemotos>[]) {
    const shell = createInstance({
      name: 'shell_dos_remotos',
      remotes: [],
      shared: {
        react: {
          version: '19.3.1',
          lib: () => ({ doShell: true }),
          shareConfig: { singleton: true, requiredVersion: false },
        },
      },
    });
    const remoto = createInstance({
      name: `remoto_${plugins.length}`,
      remotes: [],
      shared: {
        react: {
          version: '19.3.1',
          get: async () => () => ({ doRemoto: true }),
          shareConfig: { singleton: true, requiredVersion: '^19.3.1', strictVersion: true },
        },
      },
      plugins,
    });
    remoto.initShareScopeMap('default', shell.shareScopeMap.default!);
    return remoto;
  }

  it('cada módulo compartilhado que o remoto pede é conferido numa tarefa própria', async () => {
    const semPlugin = remotoComOShell([]).loadShare('react');
    expect(await resolveSemNovaTarefa(semPlugin, 1000)).toBe(true);
    const comPlugin = remotoComOShell([pluginTarefasCurtasDosRemotos()]).loadShare('react');
    expect(await resolveSemNovaTarefa(comPlugin, 1000)).toBe(false);
    // And the remote still gets the shell's React, checked against its range.
    const fabrica = (await comPlugin) as () => unknown;
    expect(fabrica()).toEqual({ doShell: true });
  });
});
