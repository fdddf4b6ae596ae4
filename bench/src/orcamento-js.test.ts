import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  arquivosDaRota,
  detalharEstouro,
  detalharMarcasDoServiceWorker,
  formatarResultados,
  modulosDoServiceWorker,
  KIB,
  verificarRota,
  type Grafo,
  type RotaOrcada,
} from './orcamento-js.js';

/** A small build: the shell provides react and the router; the remote also provides react and a key of its own. */
const SHELL: Grafo = {
  grupos: {
    main: { arquivos: ['main.js'], consome: [] },
    bootstrap: { arquivos: ['bootstrap.js'], consome: ['react', 'react-router-dom'] },
    'aviso-de-consentimento': { arquivos: ['aviso.js'], consome: [] },
  },
  compartilhados: {
    react: { arquivos: ['react.js'], consome: [] },
    'react-router-dom': { arquivos: ['router.js'], consome: ['react'] },
  },
};
const REMOTO: Grafo = {
  grupos: {
    mfe_programas: { arquivos: ['remoteEntry.js'], consome: [] },
    __federation_expose_lifecycles: { arquivos: ['lifecycles.js'], consome: ['react', 'so-do-remoto'] },
    'rota-catalogo': { arquivos: ['catalogo.js', 'comum.js'], consome: ['react-router-dom'] },
    'rota-faq-form': { arquivos: ['faq-form.js'], consome: [] },
  },
  compartilhados: {
    react: { arquivos: ['react-do-remoto.js'], consome: [] },
    'so-do-remoto': { arquivos: ['so-do-remoto.js'], consome: [] },
  },
};
const TAMANHOS: Record<string, number> = { 'main.js': 28, 'react.js': 60, 'catalogo.js': 30 };
const gzipDe = ({ arquivo }: { arquivo: string }) => (TAMANHOS[arquivo] ?? 1) * KIB;

const home: RotaOrcada = { rota: '/home', orcamentoKiB: 100, metaKiB: 80 };
const catalogo: RotaOrcada = {
  rota: '/qualificaSP/cursos',
  remoto: 'mfe-programas',
  grupos: ['rota-catalogo'],
  orcamentoKiB: 120,
  metaKiB: 100,
};

describe('orçamento de JavaScript da primeira carga (dos builds)', () => {
  it('uma página do shell carrega a entrada, o boot e os compartilhados que eles consomem, cada arquivo uma vez', () => {
    const arquivos = arquivosDaRota(home, SHELL).map((a) => `${a.app}/${a.arquivo}`);
    assert.deepEqual(arquivos.sort(), [
      'shell/aviso.js',
      'shell/bootstrap.js',
      'shell/main.js',
      'shell/react.js',
      'shell/router.js',
    ]);
  });

  it('uma rota de remoto soma a entrada do remoto, o módulo exposto e só o chunk da sua página', () => {
    const arquivos = arquivosDaRota(catalogo, SHELL, REMOTO).map((a) => `${a.app}/${a.arquivo}`);
    assert.ok(arquivos.includes('mfe-programas/remoteEntry.js'));
    assert.ok(arquivos.includes('mfe-programas/lifecycles.js'));
    assert.ok(arquivos.includes('mfe-programas/catalogo.js'));
    assert.ok(!arquivos.includes('mfe-programas/faq-form.js'), 'a página de outra rota não entra');
    assert.ok(arquivos.includes('shell/react.js'), 'react vem do shell (loaded-first)');
    assert.ok(!arquivos.includes('mfe-programas/react-do-remoto.js'));
    assert.ok(arquivos.includes('mfe-programas/so-do-remoto.js'), 'o que só o remoto fornece vem dele');
    assert.equal(arquivos.length, new Set(arquivos).size);
  });

  it('com o shell hospedeiro em tempo de execução, a home fica sem o runtime e a rota de remoto o soma (0860)', () => {
    const hospedeiro: Grafo = {
      grupos: {
        main: { arquivos: ['main.js'], consome: [] },
        bootstrap: { arquivos: ['bootstrap.js', 'react.js'], consome: [] },
        'aviso-de-consentimento': { arquivos: ['aviso.js'], consome: [] },
        federacao: { arquivos: ['runtime.js'], consome: [] },
        'compartilhados-com-remotos': { arquivos: ['single-spa.js'], consome: [] },
      },
      compartilhados: {},
      hospedeiro: {
        oferece: ['react', 'react-router-dom'],
        gruposParaRemotos: ['federacao', 'compartilhados-com-remotos'],
      },
    };
    const nomes = (rota: RotaOrcada) =>
      arquivosDaRota(rota, hospedeiro, REMOTO).map((a) => `${a.app}/${a.arquivo}`);
    assert.deepEqual(nomes(home).sort(), [
      'shell/aviso.js',
      'shell/bootstrap.js',
      'shell/main.js',
      'shell/react.js',
    ]);
    const doRemoto = nomes(catalogo);
    assert.ok(doRemoto.includes('shell/runtime.js') && doRemoto.includes('shell/single-spa.js'));
    assert.ok(!doRemoto.includes('mfe-programas/react-do-remoto.js'), 'o shell oferece react');
    assert.ok(doRemoto.includes('mfe-programas/so-do-remoto.js'), 'o que o shell não oferece vem do remoto');
  });

  it('passa dentro do orçamento', () => {
    const resultado = verificarRota(home, arquivosDaRota(home, SHELL), gzipDe);
    assert.equal(resultado.gzip, (28 + 1 + 1 + 60 + 1) * KIB);
    assert.equal(resultado.passou, true);
    assert.match(formatarResultados([resultado]), /\/home\s+5\s+91\.0\s+100\s+80 \(faltam 11\.0\)\s+✔/);
  });

  it('um manifesto acima do orçamento falha e mostra os maiores chunks com o motivo de cada um', () => {
    const resultado = verificarRota(catalogo, arquivosDaRota(catalogo, SHELL, REMOTO), gzipDe);
    assert.equal(resultado.passou, false);
    const detalhe = detalharEstouro(resultado, 3);
    assert.equal(resultado.gzip, 125 * KIB);
    assert.match(detalhe, /^✖ \/qualificaSP\/cursos: 125\.0 KiB passa do orçamento de 120 KiB em 5\.0 KiB/);
    assert.deepEqual(
      detalhe
        .split('\n')
        .slice(1)
        .map((l) => l.trim()),
      [
        '60.0 KiB  shell/react.js  (react)',
        '30.0 KiB  mfe-programas/catalogo.js  (rota-catalogo)',
        '28.0 KiB  shell/main.js  (main)',
      ],
    );
  });

  it('uma primeira carga com código do service worker falha mesmo dentro do orçamento (issue 30, item 7)', () => {
    const achadas = ['shell/bootstrap.js: "guardar-ja-carregados"'];
    const resultado = verificarRota(home, arquivosDaRota(home, SHELL), gzipDe, [], achadas);
    assert.equal(resultado.passou, false);
    assert.match(formatarResultados([resultado]), /✖ service worker/);
    assert.match(
      detalharMarcasDoServiceWorker('/home', achadas),
      /^✖ \/home: .*service worker.*\n {4}shell\/bootstrap\.js: "guardar-ja-carregados"$/,
    );
  });

  it('os módulos do service worker numa primeira carga, pelo mapa do arquivo, fora os poucos da partida', () => {
    const fontes = [
      'webpack://shell/./src/bootstrap.tsx',
      'webpack://shell/./src/features/aplicativo/api/aplicativo-sob-demanda.ts',
      'webpack://shell/./src/features/aplicativo/mensagens-do-service-worker.ts',
      'webpack://shell/./src/service-worker.ts',
      'webpack://shell/../node_modules/.pnpm/react@19.3.1/node_modules/react/index.js',
    ];
    const pastas = ['src/features/aplicativo/', 'src/service-worker.ts'];
    assert.deepEqual(
      modulosDoServiceWorker(fontes, pastas, ['src/features/aplicativo/api/aplicativo-sob-demanda.ts']),
      ['src/features/aplicativo/mensagens-do-service-worker.ts', 'src/service-worker.ts'],
    );
    // The scheduler alone, allowed: nothing found.
    const agendador = 'src/features/aplicativo/api/aplicativo-sob-demanda.ts';
    assert.deepEqual(modulosDoServiceWorker(fontes.slice(0, 2), pastas, [agendador]), []);
  });

  it('um grupo de chunks que não existe no build é um erro, não zero bytes', () => {
    assert.throws(() => arquivosDaRota({ ...catalogo, grupos: ['rota-sumiu'] }, SHELL, REMOTO), /rota-sumiu/);
  });
});
