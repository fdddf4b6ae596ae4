import { comporHtml } from './html-da-pagina.js';
import { LeitorDeComposicao } from './leitor-de-composicao.js';
import { publicarVersaoDoRemoto } from './fixturas-de-teste.js';
import { dicas, entrada, HTML, registro } from './composicao-de-teste.js';
import { pastaDados, pastaShell, prepararPastas, publicarRegistro } from './composicao-de-teste.js';

prepararPastas();

describe('composição da página pelo servidor', () => {
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
});
