import { comporHtml } from './html-da-pagina.js';
import { LeitorDeComposicao } from './leitor-de-composicao.js';
import { dicasDepoisDaPintura, FRAGMENTO_DA_HOME } from './fixturas-de-teste.js';
import { HTML, pastaDados, pastaShell, prepararPastas } from './composicao-de-teste.js';

prepararPastas();

describe('composição da página pelo servidor', () => {
  it('costura a página pré-renderizada do shell dentro da raiz, só no caminho dela', async () => {
    const composicao = await new LeitorDeComposicao(pastaShell, pastaDados).atual();
    const home = comporHtml(HTML, composicao, '/home');
    expect(home).toContain(`<div id="root">${FRAGMENTO_DA_HOME}</div>`);
    // The text is already there: nothing of the boot is requested before the first paint (0856).
    expect(home).not.toMatch(/<link rel="preload" [^>]*as="script"/);
    expect(dicasDepoisDaPintura(home)).toContainEqual({ href: '/bootstrap.403c243148.js', como: 'script' });
    const faq = comporHtml(HTML, composicao, '/faq');
    expect(faq).toContain('<div id="root"></div>');
    expect(faq).toContain('<link rel="preload" href="/bootstrap.403c243148.js" as="script">');
    expect(dicasDepoisDaPintura(faq)).toEqual([]);
    // An index entry that points outside the prerender folder is ignored.
    expect(comporHtml(HTML, composicao, '/sobre')).toContain('<div id="root"></div>');
  });

  it('o main.js do shell, pré-carregado no <head> (0854), sai dele numa página pré-renderizada: o shell o pede depois da pintura (0856)', async () => {
    const comMain = HTML.replace(
      '</head>',
      '<link rel="preload" href="/main.0a1b2c3d4e.js" as="script"/></head>',
    );
    const composicao = await new LeitorDeComposicao(pastaShell, pastaDados).atual();
    expect(comporHtml(comMain, composicao, '/home')).not.toContain('/main.0a1b2c3d4e.js');
    expect(comporHtml(comMain, composicao, '/faq')).toContain(
      '<link rel="preload" href="/main.0a1b2c3d4e.js" as="script"/>',
    );
  });

  it('um shell anterior, cuja página não lê o bloco, mantém todas as dicas no <head> (0856)', async () => {
    const anterior = HTML.replace(/<script>.*?<\/script>/, '').replace(
      '</head>',
      '<link rel="preload" href="/main.0a1b2c3d4e.js" as="script"/></head>',
    );
    const home = comporHtml(anterior, await new LeitorDeComposicao(pastaShell, pastaDados).atual(), '/home');
    expect(home).toContain(`<div id="root">${FRAGMENTO_DA_HOME}</div>`);
    expect(home).toContain('<link rel="preload" href="/main.0a1b2c3d4e.js" as="script"/>');
    expect(home).toContain('<link rel="preload" href="/bootstrap.403c243148.js" as="script">');
    expect(dicasDepoisDaPintura(home)).toEqual([]);
  });
});
