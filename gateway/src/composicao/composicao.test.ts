import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dicasDepoisDaPintura } from './fixturas-de-teste.js';
import { comporHtml } from './html-da-pagina.js';
import { LeitorDeComposicao } from './leitor-de-composicao.js';
import {
  FRAGMENTO_DA_HOME,
  escreverBuildDoShell,
  escreverPaginasDoRemoto,
  publicarVersaoDoRemoto,
} from './fixturas-de-teste.js';

/** Like the shell's page, whose loader reads the hints block (decision 0856). */
const HTML =
  '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div><script>document.getElementById("dicas-depois-da-pintura")</script></body></html>';
const entrada = (nome: string, versao: string) => ({
  manifest: `/remotes/${nome}/${versao}/mf-manifest.json`,
  version: versao,
  prefixes: nome === 'mfe_programas' ? ['novoemprego', 'faq'] : [nome.slice(4)],
});

let raiz: string;
let pastaShell: string;
let pastaDados: string;

async function publicarRegistro(remotes: object) {
  const temporario = path.join(pastaDados, 'remotes.json.tmp');
  await writeFile(temporario, JSON.stringify({ remotes }));
  await rename(temporario, path.join(pastaDados, 'remotes.json'));
}

/** Every hint of the page: the `<head>`'s and those a prerendered page leaves for after its first paint (0856). */
const dicas = (html: string) => [
  ...[...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map((m) => `${m[2]} ${m[1]}`),
  ...dicasDepoisDaPintura(html).map(({ href, como }) => `${como} ${href}`),
];
const registro = (html: string) =>
  JSON.parse(/<script type="application\/json" id="registro-remotos">(.*?)<\/script>/.exec(html)![1]!);

beforeEach(async () => {
  raiz = await mkdtemp(path.join(tmpdir(), 'composicao-'));
  pastaShell = path.join(raiz, 'shell');
  pastaDados = path.join(raiz, 'dados');
  await escreverBuildDoShell(pastaShell);
  await publicarVersaoDoRemoto(pastaDados, 'mfe_programas', 'v1');
});
afterEach(() => rm(raiz, { recursive: true, force: true }));

describe('composição da página pelo servidor', () => {
  it('um prefixo restrito a papéis não ganha dicas do remoto: nada dele chega a quem não é admitido (1530)', async () => {
    const restrita = { ...entrada('mfe_programas', 'v1'), acesso: { faq: { papeis: ['Executora'] } } };
    await publicarRegistro({ mfe_programas: restrita });
    const composicao = await new LeitorDeComposicao(pastaShell, pastaDados).atual();
    expect(dicas(comporHtml(HTML, composicao, '/faq'))).not.toContain(
      'script /remotes/mfe_programas/v1/remoteEntry.js',
    );
    expect(dicas(comporHtml(HTML, composicao, '/novoemprego/cursos'))).toContain(
      'script /remotes/mfe_programas/v1/remoteEntry.js',
    );
  });

  it('uma linha com acesso ou menu malformado também não ganha dicas: fechada, não aberta (1560)', async () => {
    for (const malformada of [{ acesso: { faq: 'secreto' } }, { menu: { faq: 'Perguntas' } }]) {
      await publicarRegistro({ mfe_programas: { ...entrada('mfe_programas', 'v1'), ...malformada } });
      const composicao = await new LeitorDeComposicao(pastaShell, pastaDados).atual();
      expect(dicas(comporHtml(HTML, composicao, '/novoemprego/cursos'))).not.toContain(
        'script /remotes/mfe_programas/v1/remoteEntry.js',
      );
    }
  });

  it('escreve o registro embutido e as dicas do shell e do remoto dono do caminho, no <head>', async () => {
    await publicarRegistro({ mfe_programas: entrada('mfe_programas', 'v1') });
    const html = comporHtml(
      HTML,
      await new LeitorDeComposicao(pastaShell, pastaDados).atual(),
      '/novoemprego/cursos',
    );

    expect(registro(html)).toEqual({ remotes: { mfe_programas: entrada('mfe_programas', 'v1') } });
    expect(html).toContain('<link rel="stylesheet" href="/bootstrap.4ec12fc7c1.css">');
    expect(dicas(html)).toEqual([
      'script /bootstrap.403c243148.js',
      'script /923.e5785a1d7d.js',
      'script /74.743ac0c254.js',
      'script /693.a13e363637.js',
      'fetch /remotes/mfe_programas/v1/mf-manifest.json',
      'script /remotes/mfe_programas/v1/remoteEntry.js',
      'style /remotes/mfe_programas/v1/144.aaaaaaaaaa.css',
      'script /remotes/mfe_programas/v1/144.fd1f0f20fc.js',
    ]);
    expect(html).toContain('as="fetch" crossorigin="anonymous"');
    expect(html.indexOf('registro-remotos')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('836.115292f709.js');
  });

  it('pré-carrega também os chunks da página que a tabela de rotas do remoto mostra no caminho', async () => {
    await escreverPaginasDoRemoto(await publicarVersaoDoRemoto(pastaDados, 'mfe_programas', 'v2'));
    await publicarRegistro({ mfe_programas: entrada('mfe_programas', 'v2') });
    const composicao = await new LeitorDeComposicao(pastaShell, pastaDados).atual();
    const daPagina = (caminho: string) =>
      dicas(comporHtml(HTML, composicao, caminho)).filter((d) => /894|rota-/.test(d));

    expect(daPagina('/novoemprego/cursos')).toEqual([
      'script /remotes/mfe_programas/v2/894.comum00000.js',
      'script /remotes/mfe_programas/v2/rota-catalogo.aaaaaaaaaa.js',
    ]);
    expect(daPagina('/novoemprego/details/42')).toEqual([
      'script /remotes/mfe_programas/v2/894.comum00000.js',
      'script /remotes/mfe_programas/v2/rota-detalhes.bbbbbbbbbb.js',
    ]);
    // The catch-all (not found) has no page chunk; a build without the files (v1 here) gives none either.
    expect(daPagina('/novoemprego/outra/coisa')).toEqual([]);
  });

  it('pré-carrega os compartilhados do shell pelo grafo de chunks do build, não pelas cópias que o manifesto cita', async () => {
    const compartilhados = {
      react: { arquivos: ['923.e5785a1d7d.js'], consome: [] },
      'react-router-dom': { arquivos: ['958.aaaaaaaaaa.js', '988.bbbbbbbbbb.js'], consome: ['react'] },
    };
    await writeFile(
      path.join(pastaShell, 'grafo-de-chunks.json'),
      JSON.stringify({ grupos: {}, compartilhados }),
    );
    const html = comporHtml(HTML, await new LeitorDeComposicao(pastaShell, pastaDados).atual(), '/home');
    expect(dicas(html)).toEqual([
      'script /bootstrap.403c243148.js',
      'script /923.e5785a1d7d.js',
      'script /958.aaaaaaaaaa.js',
      'script /988.bbbbbbbbbb.js',
    ]);
  });

  it('numa página do shell pré-carrega só os compartilhados que a partida consome; numa de remoto, também os outros (0853)', async () => {
    const grafo = {
      grupos: { main: { consome: [] }, bootstrap: { consome: ['react-router-dom'] } },
      compartilhados: {
        react: { arquivos: ['923.e5785a1d7d.js'], consome: [] },
        'react-router-dom': { arquivos: ['988.bbbbbbbbbb.js'], consome: ['react'] },
        'single-spa': { arquivos: ['449.cccccccccc.js'], consome: [] },
      },
    };
    await writeFile(path.join(pastaShell, 'grafo-de-chunks.json'), JSON.stringify(grafo));
    await publicarRegistro({ mfe_programas: entrada('mfe_programas', 'v1') });
    const composicao = await new LeitorDeComposicao(pastaShell, pastaDados).atual();
    const doShell = (caminho: string) =>
      dicas(comporHtml(HTML, composicao, caminho)).filter((d) => !d.includes('/remotes/'));

    expect(doShell('/home')).toEqual([
      'script /bootstrap.403c243148.js',
      'script /923.e5785a1d7d.js',
      'script /988.bbbbbbbbbb.js',
    ]);
    expect(doShell('/novoemprego/cursos')).toEqual([...doShell('/home'), 'script /449.cccccccccc.js']);
  });

  it('não pré-carrega remotos numa página do shell', async () => {
    await publicarRegistro({ mfe_programas: entrada('mfe_programas', 'v1') });
    const html = comporHtml(HTML, await new LeitorDeComposicao(pastaShell, pastaDados).atual(), '/home');
    expect(dicas(html).filter((d) => d.includes('/remotes/'))).toEqual([]);
    expect(registro(html).remotes.mfe_programas).toEqual(entrada('mfe_programas', 'v1'));
  });

  it('lê o registro de novo depois de uma implantação, sem reiniciar', async () => {
    const leitor = new LeitorDeComposicao(pastaShell, pastaDados);
    await publicarRegistro({ mfe_programas: entrada('mfe_programas', 'v1') });
    expect(dicas(comporHtml(HTML, await leitor.atual(), '/faq'))).toContain(
      'script /remotes/mfe_programas/v1/remoteEntry.js',
    );

    await publicarVersaoDoRemoto(pastaDados, 'mfe_programas', 'v2');
    await publicarRegistro({ mfe_programas: entrada('mfe_programas', 'v2') });
    const html = comporHtml(HTML, await leitor.atual(), '/faq');
    expect(registro(html).remotes.mfe_programas.version).toBe('v2');
    expect(dicas(html)).toContain('script /remotes/mfe_programas/v2/remoteEntry.js');
    expect(dicas(html).join()).not.toContain('/v1/');
  });

  it('com o manifesto de um remoto ilegível, não pré-carrega nada dele e mantém o registro para o navegador', async () => {
    await publicarRegistro({
      mfe_programas: entrada('mfe_programas', 'fora-do-ar'),
      mfe_usuario: entrada('mfe_usuario', '../../x'),
    });
    const html = comporHtml(
      HTML,
      await new LeitorDeComposicao(pastaShell, pastaDados).atual(),
      '/qualificaSP/cursos',
    );
    expect(dicas(html).filter((d) => d.includes('/remotes/'))).toEqual([]);
    expect(dicas(html)).toContain('script /bootstrap.403c243148.js');
    expect(Object.keys(registro(html).remotes)).toEqual(['mfe_programas', 'mfe_usuario']);
  });

  it('sem nenhuma implantação, embute um registro vazio (o shell mostra suas páginas)', async () => {
    const html = comporHtml(HTML, await new LeitorDeComposicao(pastaShell, pastaDados).atual(), '/home');
    expect(registro(html)).toEqual({ remotes: {} });
  });

  it('escapa "<" no registro embutido', async () => {
    await publicarRegistro({
      mfe_programas: { manifest: '/remotes/</script><script>alert(1)//', version: 'x' },
    });
    const html = comporHtml(HTML, await new LeitorDeComposicao(pastaShell, pastaDados).atual(), '/home');
    expect(html).not.toContain('</script><script>alert');
    expect(registro(html).remotes.mfe_programas.manifest).toBe('/remotes/</script><script>alert(1)//');
  });

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
