import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { comporHtml } from './html-da-pagina.js';
import { LeitorDeComposicao } from './leitor-de-composicao.js';
import {
  dicasDepoisDaPintura,
  escreverBuildDoShell,
  escreverMoldesDoShell,
  escreverPaginasPreRenderizadas,
  moldeDoShell,
  publicarVersaoDoRemoto,
} from './fixturas-de-teste.js';

/** Like the shell's page, whose loader reads the hints block (decision 0856). */
const HTML =
  '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div><script>document.getElementById("dicas-depois-da-pintura")</script></body></html>';
const CATALOGO_V1 = '<article><h1>Cursos do Qualifica SP</h1><p>Eletricista</p></article>';
const CATALOGO_V2 = '<article><h1>Cursos do Qualifica SP</h1><p>Padeiro</p></article>';
const entrada = (versao: string) => ({
  manifest: `/remotes/mfe_programas/${versao}/mf-manifest.json`,
  version: versao,
  prefixes: ['qualificaSP', 'EmpreendaJovem', 'novoemprego'],
});

let raiz: string;
let pastaShell: string;
let pastaDados: string;

async function publicarRegistro(versao: string) {
  const temporario = path.join(pastaDados, 'remotes.json.tmp');
  await writeFile(temporario, JSON.stringify({ remotes: { mfe_programas: entrada(versao) } }));
  await rename(temporario, path.join(pastaDados, 'remotes.json'));
}

const area = (html: string) => /<div class="area-remota">(.*?)<\/div><\/main>/.exec(html)?.[1];
const dados = (html: string) =>
  /<script type="application\/json" id="dados-pre-renderizados">(.*?)<\/script>/.exec(html)?.[1];

beforeEach(async () => {
  raiz = await mkdtemp(path.join(tmpdir(), 'pre-renderizadas-'));
  pastaShell = path.join(raiz, 'shell');
  pastaDados = path.join(raiz, 'dados');
  await escreverBuildDoShell(pastaShell);
  await escreverMoldesDoShell(pastaShell);
  const v1 = await publicarVersaoDoRemoto(pastaDados, 'mfe_programas', 'v1');
  await escreverPaginasPreRenderizadas(
    v1,
    { '/qualificaSP/cursos': CATALOGO_V1, '/EmpreendaJovem/cursos': CATALOGO_V1 },
    { '/novoemprego/cursos': { html: '../../../../shell/prerender/home.html', dados: 'x.json' } },
  );
  await publicarRegistro('v1');
});
afterEach(() => rm(raiz, { recursive: true, force: true }));

describe('página pré-renderizada de um remoto', () => {
  it('costura o fragmento da versão viva na área do layout do shell, com os dados ao lado', async () => {
    const html = comporHtml(
      HTML,
      await new LeitorDeComposicao(pastaShell, pastaDados).atual(),
      '/qualificaSP/cursos',
    );
    expect(html).toContain(
      `<div id="root">${moldeDoShell('ativo').replace('<div class="area-remota"></div>', `<div class="area-remota">${CATALOGO_V1}</div>`)}</div>`,
    );
    // The data block cannot be closed by a value, and the boot scripts yield to the first paint.
    expect(JSON.parse(dados(html)!)).toEqual({ 'modalidade:1': ['</script>'] });
    expect(dados(html)).not.toContain('</script>');
    expect(html).not.toMatch(/<link rel="preload" [^>]*as="script"/);
    expect(dicasDepoisDaPintura(html)).toContainEqual({
      href: expect.stringMatching(/^\/remotes\/mfe_programas\/v1\/remoteEntry\.js$/),
      como: 'script',
    });
  });

  // A remote whose manifest could not be read for a moment (a deploy copying it, an I/O hiccup) was dropped from the
  // files the reader watches, so its area stayed without its page until remotes.json changed.
  it('um manifesto ilegível por um momento: a página do remoto volta assim que ele volta', async () => {
    const leitor = new LeitorDeComposicao(pastaShell, pastaDados);
    const manifesto = path.join(pastaDados, 'remotes', 'mfe_programas', 'v1', 'mf-manifest.json');
    await rename(manifesto, `${manifesto}.fora`);
    expect(area(comporHtml(HTML, await leitor.atual(), '/qualificaSP/cursos'))).not.toBe(CATALOGO_V1);
    expect(area(comporHtml(HTML, await leitor.atual(), '/qualificaSP/cursos'))).not.toBe(CATALOGO_V1);
    await rename(`${manifesto}.fora`, manifesto);
    expect(area(comporHtml(HTML, await leitor.atual(), '/qualificaSP/cursos'))).toBe(CATALOGO_V1);
  });

  it('num caminho que nenhum item do menu marca, usa o layout sem item ativo', async () => {
    const html = comporHtml(
      HTML,
      await new LeitorDeComposicao(pastaShell, pastaDados).atual(),
      '/EmpreendaJovem/cursos',
    );
    expect(html).toContain(
      `<div id="root">${moldeDoShell('').replace('<div class="area-remota"></div>', `<div class="area-remota">${CATALOGO_V1}</div>`)}</div>`,
    );
  });

  it('sem fragmento para o caminho, com consulta no endereço, ou com um arquivo fora da pasta, não costura nada', async () => {
    const composicao = await new LeitorDeComposicao(pastaShell, pastaDados).atual();
    for (const url of [
      '/qualificaSP/details/1',
      '/qualificaSP/cursos?busca=eletricista',
      '/novoemprego/cursos',
    ]) {
      const html = comporHtml(HTML, composicao, url);
      expect(html).toContain('<div id="root"></div>');
      expect(dados(html)).toBeUndefined();
    }
  });

  it('uma nova versão e o rollback trocam o fragmento servido, sem reiniciar', async () => {
    const leitor = new LeitorDeComposicao(pastaShell, pastaDados);
    expect(area(comporHtml(HTML, await leitor.atual(), '/qualificaSP/cursos'))).toBe(CATALOGO_V1);

    const v2 = await publicarVersaoDoRemoto(pastaDados, 'mfe_programas', 'v2');
    await escreverPaginasPreRenderizadas(v2, { '/qualificaSP/cursos': CATALOGO_V2 });
    await publicarRegistro('v2');
    expect(area(comporHtml(HTML, await leitor.atual(), '/qualificaSP/cursos'))).toBe(CATALOGO_V2);

    await publicarRegistro('v1');
    expect(area(comporHtml(HTML, await leitor.atual(), '/qualificaSP/cursos'))).toBe(CATALOGO_V1);
  });

  it('páginas escritas depois de a versão estar no ar (pnpm start) são lidas na próxima carga', async () => {
    const leitor = new LeitorDeComposicao(pastaShell, pastaDados);
    const v3 = await publicarVersaoDoRemoto(pastaDados, 'mfe_programas', 'v3');
    await publicarRegistro('v3');
    expect(area(comporHtml(HTML, await leitor.atual(), '/qualificaSP/cursos'))).toBeUndefined();

    await escreverPaginasPreRenderizadas(v3, { '/qualificaSP/cursos': CATALOGO_V2 });
    expect(area(comporHtml(HTML, await leitor.atual(), '/qualificaSP/cursos'))).toBe(CATALOGO_V2);
  });
});
