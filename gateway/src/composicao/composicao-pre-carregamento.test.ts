import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { comporHtml } from './html-da-pagina.js';
import { LeitorDeComposicao } from './leitor-de-composicao.js';
import { escreverPaginasDoRemoto, publicarVersaoDoRemoto } from './fixturas-de-teste.js';
import { dicas, entrada, HTML } from './composicao-de-teste.js';
import { pastaDados, pastaShell, prepararPastas, publicarRegistro } from './composicao-de-teste.js';

prepararPastas();

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

  it('um shell hospedeiro em tempo de execução: a página dele só com a partida; a de remoto, com o runtime (0860)', async () => {
    const grafo = {
      grupos: {
        main: { arquivos: ['main.1111111111.js'], consome: [] },
        bootstrap: { arquivos: ['bootstrap.403c243148.js'], consome: [] },
        federacao: { arquivos: ['18.dddddddddd.js', 'federacao.eeeeeeeeee.js'], consome: [] },
        'compartilhados-com-remotos': { arquivos: ['228.ffffffffff.js'], consome: [] },
      },
      compartilhados: {},
      hospedeiro: { oferece: ['react'], gruposParaRemotos: ['federacao', 'compartilhados-com-remotos'] },
    };
    await writeFile(path.join(pastaShell, 'grafo-de-chunks.json'), JSON.stringify(grafo));
    await publicarRegistro({ mfe_programas: entrada('mfe_programas', 'v1') });
    const composicao = await new LeitorDeComposicao(pastaShell, pastaDados).atual();
    const doShell = (caminho: string) =>
      dicas(comporHtml(HTML, composicao, caminho)).filter((d) => !d.includes('/remotes/'));

    expect(doShell('/home')).toEqual(['script /bootstrap.403c243148.js']);
    expect(doShell('/novoemprego/cursos')).toEqual([
      'script /bootstrap.403c243148.js',
      'script /18.dddddddddd.js',
      'script /federacao.eeeeeeeeee.js',
      'script /228.ffffffffff.js',
    ]);
  });
});
