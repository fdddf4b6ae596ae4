import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { comporHtml } from './html-da-pagina.js';
import { LeitorDeComposicao } from './leitor-de-composicao.js';
import { escreverBuildDoShell } from './fixturas-de-teste.js';

const HTML = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const FOLHA = 'bootstrap.4ec12fc7c1.css';
const CSS = '.layout{display:grid}body{margin:0}';

let raiz: string;
let pastaShell: string;

beforeEach(async () => {
  raiz = await mkdtemp(path.join(tmpdir(), 'folha-'));
  pastaShell = path.join(raiz, 'shell');
  await escreverBuildDoShell(pastaShell);
});
afterEach(() => rm(raiz, { recursive: true, force: true }));

const pagina = async () =>
  comporHtml(HTML, await new LeitorDeComposicao(pastaShell, path.join(raiz, 'dados')).atual(), '/home');

describe('a folha de estilo do shell vai dentro da página (decisão 0852)', () => {
  it('sem pedido bloqueante: o CSS num <style> com data-href, que o runtime do webpack reconhece e não pede de novo', async () => {
    await writeFile(path.join(pastaShell, FOLHA), CSS);
    const html = await pagina();
    expect(html).toContain(`<style data-href="/${FOLHA}">${CSS}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('um CSS que fecharia o elemento fica como link, como antes', async () => {
    await writeFile(path.join(pastaShell, FOLHA), `${CSS}/* </style><script>alert(1)</script> */`);
    const html = await pagina();
    expect(html).toContain(`<link rel="stylesheet" href="/${FOLHA}">`);
    expect(html).not.toContain('<style');
  });
});
