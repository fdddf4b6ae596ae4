/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COR_DO_TEMA } from '../../../config/aplicativo';
import { ehIphoneForaDaTelaDeInicio } from '../components/oferta-de-instalacao';
import { PEDIDO_GUARDADO_NA_PAGINA } from '../estado-do-aplicativo';
import { CACHE_DAS_PAGINAS } from '../mensagens-do-service-worker';

jest.mock('../../../config/env', () => ({ env: { comServiceWorker: true } }));

const raiz = path.join(__dirname, '../../../..');
const ler = (arquivo: string) => readFileSync(path.join(raiz, arquivo), 'utf8');

describe('o agendamento do aplicativo (nada dele na primeira carga)', () => {
  function janelaFalsa(estado: DocumentReadyState) {
    const ouvintes: Record<string, () => void> = {};
    const ociosos: (() => void)[] = [];
    const janela = {
      navigator: { serviceWorker: {} },
      document: { readyState: estado },
      addEventListener: (tipo: string, ouvinte: () => void) => (ouvintes[tipo] = ouvinte),
      requestIdleCallback: (fazer: () => void) => ociosos.push(fazer),
      setTimeout,
    };
    return { janela: janela as unknown as Window, ouvintes, ociosos };
  }

  it('só carrega o chunk depois do load e de um momento ocioso', async () => {
    const { agendarAplicativo } = await import('./aplicativo-sob-demanda');
    const { janela, ouvintes, ociosos } = janelaFalsa('loading');
    agendarAplicativo(janela);
    expect(ociosos).toHaveLength(0);
    ouvintes.load?.();
    expect(ociosos).toHaveLength(1);
  });

  it('com a página já carregada, espera só o momento ocioso', async () => {
    const { agendarAplicativo } = await import('./aplicativo-sob-demanda');
    const { janela, ociosos } = janelaFalsa('complete');
    agendarAplicativo(janela);
    expect(ociosos).toHaveLength(1);
  });
});

describe('o que a página e o service worker dividem', () => {
  it('o script embutido guarda o pedido de instalação onde o chunk o procura', () => {
    expect(ler('src/index.html')).toContain(`window.${PEDIDO_GUARDADO_NA_PAGINA} = e;`);
  });

  it('a página offline lista as páginas do cache que o service worker enche', () => {
    expect(ler('public/offline.js')).toContain(`var CACHE_DAS_PAGINAS = '${CACHE_DAS_PAGINAS}';`);
  });

  it('as cores de tema da página são as do manifesto', () => {
    const html = ler('src/index.html');
    expect(html).toContain(
      `<meta name="theme-color" content="${COR_DO_TEMA.claro}" media="(prefers-color-scheme: light)" />`,
    );
    expect(html).toContain(
      `<meta name="theme-color" content="${COR_DO_TEMA.escuro}" media="(prefers-color-scheme: dark)" />`,
    );
  });
});

describe('a explicação do iPhone', () => {
  const janela = (userAgent: string, standalone = false, maxTouchPoints = 5) =>
    ({
      navigator: { userAgent, maxTouchPoints, standalone },
      matchMedia: () => ({ matches: false }),
    }) as unknown as Window;
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

  it('aparece no Safari do iPhone e do iPad, não no Android nem já na tela de início', () => {
    expect(ehIphoneForaDaTelaDeInicio(janela(IPHONE))).toBe(true);
    expect(ehIphoneForaDaTelaDeInicio(janela('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)'))).toBe(true);
    expect(
      ehIphoneForaDaTelaDeInicio(janela('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', false, 0)),
    ).toBe(false);
    expect(ehIphoneForaDaTelaDeInicio(janela('Mozilla/5.0 (Linux; Android 14; SM-A145M)'))).toBe(false);
    expect(ehIphoneForaDaTelaDeInicio(janela(IPHONE, true))).toBe(false);
  });
});
