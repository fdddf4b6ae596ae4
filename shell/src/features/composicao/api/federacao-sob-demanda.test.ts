import { createInstance } from '@module-federation/runtime';
import * as React from 'react';
import * as SharedAuth from '@portal/shared-auth';
import { modulosOferecidos } from './federacao-sob-demanda';
import { ofertaDoShell, type TermosDoSingleton } from './instancia-da-federacao';

// The list every app's build shares and its terms (tooling), what the shell's build turns into __COMPARTILHADOS__.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SINGLETONS, termosDoSingleton } = require('@portal/tooling/shared-deps') as {
  SINGLETONS: string[];
  termosDoSingleton: (versao: string) => TermosDoSingleton;
};

const termos = Object.fromEntries(SINGLETONS.map((pacote) => [pacote, termosDoSingleton('1.2.3')]));
type Oferta = Record<string, { lib: () => unknown }>;

/** Every value `@portal/ui` 1.4.0 exported, before the remote runtime left it for `@portal/remoto` (decision 0219). */
const NOMES_DA_UI_1_4 = [
  'AvisoNaoEncontrado',
  'Botao',
  'Campo',
  'Carregando',
  'EstadoCarga',
  'FalhaDoRemoto',
  'Guarda',
  'LinkBotao',
  'MENSAGEM_CONEXAO_VOLTOU',
  'MENSAGEM_ENVIO_SEM_CONEXAO',
  'MENSAGEM_FALHA_GUARDA',
  'ModalSelecao',
  'NaoEncontrado',
  'Notificacoes',
  'PaginaNaoEncontrada',
  'Painel',
  'PortalPropsProvider',
  'RaizDoRemoto',
  'ResumoErros',
  'RotaGuardada',
  'SUFIXO_TITULO',
  'TITULO_NAO_ENCONTRADA',
  'TITULO_RESUMO_ERROS',
  'Tabela',
  'avisarDecisao',
  'caminhoDentroDaBase',
  'criarLifecycles',
  'criarLifecyclesDoRemoto',
  'criarLinkPortal',
  'ehDaArea',
  'ehNaoEncontrado',
  'ehSemConexao',
  'errosDaRecusa',
  'errosDoZod',
  'formatarData',
  'hidratarOuRenderizar',
  'idDaRota',
  'listaDeErros',
  'mensagemDaRecusa',
  'mensagensDaApi',
  'montarRemotoIsolado',
  'navegarPara',
  'paginaSobDemanda',
  'rotasFinais',
  'semConexao',
  'statusDoErro',
  'useCarga',
  'useDialogo',
  'useEnvio',
  'useFormulario',
  'useNavegarFora',
  'usePageTitle',
  'usePortalProps',
  'useRascunho',
  'useUrlDoPortal',
  'validarComSchema',
];

describe('ofertaDoShell (decisão 0860)', () => {
  it('oferece aos remotos cada singleton que os builds compartilham, na versão deles, já carregado', async () => {
    const oferta = ofertaDoShell(termos, await modulosOferecidos());
    expect(Object.keys(oferta).sort()).toEqual([...SINGLETONS].sort());
    for (const item of Object.values(oferta)) {
      // No range of the shell's own: nothing but the shell's own offer is ever checked against it (decision 0865).
      expect(item).toEqual({
        version: '1.2.3',
        shareConfig: { singleton: true, requiredVersion: false },
        lib: expect.any(Function),
      });
    }
  });

  it('o que a página do shell já roda vai como a mesma instância: um React, uma sessão', async () => {
    const oferta = ofertaDoShell(termos, await modulosOferecidos()) as Oferta;
    // The same functions and stores (Jest's CommonJS interop wraps each namespace in an object of its own).
    expect((oferta.react!.lib() as typeof React).useState).toBe(React.useState);
    expect((oferta['@portal/shared-auth']!.lib() as typeof SharedAuth).sessionStore).toBe(
      SharedAuth.sessionStore,
    );
    expect(oferta['single-spa']!.lib()).toHaveProperty('mountRootParcel');
  });

  it('um pacote que o shell não tem falha alto, em vez de um remoto sem o seu singleton', async () => {
    expect(() => ofertaDoShell({ ...termos, 'pacote-novo': termosDoSingleton('1.0.0') }, {})).toThrow(
      'O shell não tem o módulo de react para oferecer aos remotos.',
    );
    const modulos = await modulosOferecidos();
    expect(() => ofertaDoShell({ ...termos, 'pacote-novo': termosDoSingleton('1.0.0') }, modulos)).toThrow(
      'O shell não tem o módulo de pacote-novo para oferecer aos remotos.',
    );
  });

  it('sob @portal/ui oferece todo nome da ui 1.4.0: um remoto construído antes da divisão ainda monta', async () => {
    const oferta = ofertaDoShell(termos, await modulosOferecidos()) as Oferta;
    const ui = oferta['@portal/ui']!.lib() as Record<string, unknown>;
    expect(NOMES_DA_UI_1_4.filter((nome) => ui[nome] === undefined)).toEqual([]);
  });

  it('o runtime sob @portal/ui e sob @portal/remoto é o mesmo módulo: um contexto de props do portal só', async () => {
    const oferta = ofertaDoShell(termos, await modulosOferecidos()) as Oferta;
    const ui = oferta['@portal/ui']!.lib() as Record<string, unknown>;
    const remoto = oferta['@portal/remoto']!.lib() as Record<string, unknown>;
    expect(ui.PortalPropsProvider).toBe(remoto.PortalPropsProvider);
    expect(ui.useCarga).toBe(remoto.useCarga);
  });
});

describe('a faixa de versão de cada remoto (decisão 0901)', () => {
  /** A remote's own instance, as its remoteEntry.js makes it, meeting the shell's share scope as its `init` does. */
  async function remotoQuePede(versao: string) {
    const { version, ...shareConfig } = termosDoSingleton(versao);
    const shell = createInstance({
      name: 'shell_de_teste',
      remotes: [],
      shared: ofertaDoShell({ react: termosDoSingleton('1.2.3') }, { react: { doShell: true } }),
      shareStrategy: 'loaded-first',
    });
    const remoto = createInstance({
      name: `remoto_de_teste_${versao.replace(/\W/g, '_')}`,
      remotes: [],
      shared: { react: { version, shareConfig, get: async () => () => ({ doRemoto: true }) } },
      shareStrategy: 'loaded-first',
    });
    remoto.initShareScopeMap('default', shell.shareScopeMap.default!);
    return (await remoto.loadShare<Record<string, boolean>>('react')) as
      false | (() => Record<string, boolean>);
  }

  it('um remoto construído na mesma linha recebe o módulo do shell', async () => {
    const fabrica = await remotoQuePede('1.0.0');
    expect(fabrica && fabrica()).toEqual({ doShell: true });
  });

  it('um remoto que pede outra versão maior recusa o do shell, mesmo sem faixa na oferta do shell', async () => {
    await expect(remotoQuePede('2.0.0')).rejects.toThrow(/does not satisfy/);
  });
});
