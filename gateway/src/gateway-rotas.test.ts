import { CHUNK_COM_HASH, CORPO_DO_SHELL, usarAmbiente } from './ambiente-de-teste.js';

const { pedir, pedirComHost, publicarRegistro } = usarAmbiente();
const NAVEGADOR = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('gateway: SPA, registro de remotos e proxy da API', () => {
  it('devolve o index.html do shell, com o registro embutido, para qualquer rota de página', async () => {
    const resposta = await pedir('/inscricao/historico', NAVEGADOR);
    expect(resposta.status).toBe(200);
    expect(resposta.headers.get('cache-control')).toBe('no-cache');
    const html = await resposta.text();
    expect(html).toContain(CORPO_DO_SHELL);
    expect(html).toContain('<script type="application/json" id="registro-remotos">{"remotes":{}}</script>');
  });

  it('compõe a raiz como as demais páginas', async () => {
    const html = await (await pedir('/', NAVEGADOR)).text();
    expect(html).toContain('id="registro-remotos"');
  });

  it('responde 404 no formato de erro para um arquivo que não existe', async () => {
    const resposta = await pedir('/remotes/mfe_programas/v1/nao-existe.js', NAVEGADOR);
    expect(resposta.status).toBe(404);
    expect(await resposta.json()).toEqual({ message: 'Registro não encontrado.', errors: [] });
  });

  // The static plugin refused these with a raw English 403 (FST_STATIC_FORBIDDEN_PATH) before the page fallback.
  it('um caminho com barras repetidas ou um segmento longo demais recebe a página, não um 403 em inglês', async () => {
    const comBarraCodificada = [
      '/qualificaSP%2F%2Fcursos',
      '/%2Fhome',
      '/home%2F%2F',
      '/prerender%2F',
      '/prerender/',
    ];
    for (const caminho of [
      '/qualificaSP//cursos',
      '/home//',
      `/inscricao/${'a'.repeat(300)}`,
      ...comBarraCodificada,
    ]) {
      const resposta = await pedir(caminho, NAVEGADOR);
      expect([caminho, resposta.status]).toEqual([caminho, 200]);
      expect(resposta.headers.get('content-type')).toMatch(/^text\/html/);
    }
    // Nothing outside the live shell version is reached, and what cannot name a file is the portal's own 404.
    for (const caminho of [
      `/${'a'.repeat(300)}.js`,
      '/%2e%2e/shell.json',
      '/..%2fshell.json',
      '/prerender%2Findice.json',
      '/a%5Cb.js',
      '/main%00.js',
    ]) {
      const arquivo = await pedir(caminho, { Accept: '*/*' });
      expect([caminho, arquivo.status, await arquivo.json()]).toEqual([
        caminho,
        404,
        { message: 'Registro não encontrado.', errors: [] },
      ]);
    }
  });

  it('uma página pedida sem text/html (um leitor de links, um verificador, o curl: Accept */*) recebe a página', async () => {
    for (const caminho of ['/home', '/novoemprego/cursos', '/']) {
      const resposta = await pedir(caminho, { Accept: '*/*' });
      expect([caminho, resposta.status]).toEqual([caminho, 200]);
      expect(resposta.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await resposta.text()).toContain('id="registro-remotos"');
    }
  });

  it('um arquivo que não existe continua 404 com Accept */* (o navegador pede scripts assim), e um pedido de JSON também', async () => {
    for (const [caminho, accept] of [
      ['/nao-existe.js', '*/*'],
      ['/estilos/nao-existe.css', '*/*'],
      ['/home', 'application/json'],
    ] as const) {
      const resposta = await pedir(caminho, { Accept: accept });
      expect([caminho, resposta.status]).toEqual([caminho, 404]);
      expect(await resposta.json()).toEqual({ message: 'Registro não encontrado.', errors: [] });
    }
  });

  it('não entrega mapas de fonte: ficam ao lado do build para relatórios de erro, nunca para o público', async () => {
    for (const caminho of [
      `/${CHUNK_COM_HASH}.map`,
      `/${CHUNK_COM_HASH}.MAP?x=1`,
      '/remotes/mfe_programas/v1/a.js.map',
    ]) {
      const resposta = await pedir(caminho);
      expect([caminho, resposta.status]).toEqual([caminho, 404]);
      expect(await resposta.json()).toEqual({ message: 'Registro não encontrado.', errors: [] });
    }
  });

  it('decide sobre o caminho decodificado: .js.m%61p, .js.%6Dap e .js%2Emap também são 404 (issue 27 item 7)', async () => {
    for (const caminho of [
      '/remotes/mfe_programas/v1/a.js.m%61p',
      '/remotes/mfe_programas/v1/a.js.%6Dap',
      '/remotes/mfe_programas/v1/a.js%2Emap',
      '/remotes/mfe_programas/v1/a.js%2emap',
      '/remotes/mfe_programas/v1/a.js.%4D%41%50',
      `/${CHUNK_COM_HASH}.m%61p`,
      `/${CHUNK_COM_HASH}%2Emap?x=1`,
    ]) {
      const resposta = await pedir(caminho);
      const corpo = await resposta.text();
      expect([caminho, resposta.status]).toEqual([caminho, 404]);
      expect(corpo).not.toContain('segredo');
    }
    // The chunk itself is still served.
    expect((await pedir('/remotes/mfe_programas/v1/a.js')).status).toBe(200);
  });

  it('serve um registro vazio antes de qualquer implantação', async () => {
    expect(await (await pedir('/remotes.json')).json()).toEqual({ remotes: {} });
  });

  it('mostra o remotes.json novo logo depois de uma troca atômica, sem reiniciar', async () => {
    const entrada = (versao: string) => ({
      remotes: {
        mfe_programas: { manifest: `/remotes/mfe_programas/${versao}/mf-manifest.json`, version: versao },
      },
    });
    await publicarRegistro(entrada('v1'));
    const antes = await pedir('/remotes.json');
    expect(await antes.json()).toEqual(entrada('v1'));

    await publicarRegistro(entrada('v2'));
    const depois = await pedir('/remotes.json', { 'If-None-Match': antes.headers.get('etag')! });
    expect(depois.status).toBe(200);
    expect(await depois.json()).toEqual(entrada('v2'));
  });

  it('repassa o 401 da API com Token-Expired, cookies de ida e de volta e o endereço do cliente', async () => {
    const resposta = await pedir('/v1/usuario/1', { Cookie: 'sessao=xyz' });
    expect(resposta.status).toBe(401);
    expect(resposta.headers.get('token-expired')).toBe('true');
    expect(resposta.headers.get('set-cookie')).toContain('XSRF-TOKEN=abc');
    expect(await resposta.json()).toMatchObject({
      message: 'Sua sessão expirou.',
      cookie: 'sessao=xyz',
      encaminhadoPor: '127.0.0.1',
    });
  });

  it('monta a caixa postal em /dev/caixa-postal lendo as mensagens da API', async () => {
    const resposta = await pedir('/dev/caixa-postal', NAVEGADOR);
    expect(resposta.status).toBe(200);
    expect(await resposta.text()).toContain('Confirme seu e-mail');
    expect(resposta.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a caixa postal e /v1/dev respondem 404 a um Host que não é do loopback (DNS rebinding, issue 27 item 9)', async () => {
    // A refused tool is a missing route: /dev/... falls to the SPA page (a navigation), /v1/dev/... to the 404.
    const mostraAsMensagens = async (caminho: string, host: string) => {
      const { corpo } = await pedirComHost(caminho, host);
      return [caminho, host, corpo.includes('Confirme seu e-mail') && corpo.includes('ana@exemplo.com.br')];
    };
    for (const caminho of ['/dev/caixa-postal', '/v1/dev/mensagens']) {
      expect(await mostraAsMensagens(caminho, 'evil.example:8080')).toEqual([
        caminho,
        'evil.example:8080',
        false,
      ]);
      expect(await mostraAsMensagens(caminho, 'localhost:8080')).toEqual([caminho, 'localhost:8080', true]);
    }
    expect((await pedirComHost('/v1/dev/mensagens', 'evil.example')).status).toBe(404);
  });

  it('pré-carrega os arquivos do remoto dono do caminho e acompanha a troca do registro, sem reiniciar', async () => {
    const entrada = (versao: string, prefixes = ['novoemprego']) => ({
      remotes: {
        mfe_programas: {
          manifest: `/remotes/mfe_programas/${versao}/mf-manifest.json`,
          version: versao,
          prefixes,
        },
      },
    });
    await publicarRegistro(entrada('v1'));
    const antes = await (await pedir('/novoemprego/cursos', NAVEGADOR)).text();
    expect(antes).toContain(
      '<link rel="preload" href="/remotes/mfe_programas/v1/remoteEntry.js" as="script">',
    );
    expect(await (await pedir('/novidades', NAVEGADOR)).text()).not.toContain(
      '<link rel="preload" href="/remotes/',
    );

    // The remote's line now declares a new first segment: its pages get their hints, with no restart or shell build.
    await publicarRegistro(entrada('v1', ['novoemprego', 'novidades']));
    expect(await (await pedir('/novidades', NAVEGADOR)).text()).toContain(
      '/remotes/mfe_programas/v1/remoteEntry.js',
    );

    // A version whose files are missing (a remote that is down): no hints for it, the page still answers.
    await publicarRegistro(entrada('v9'));
    const depois = await pedir('/novoemprego/cursos', NAVEGADOR);
    expect(depois.status).toBe(200);
    const html = await depois.text();
    expect(html).toContain('"version":"v9"');
    expect(html).not.toContain('<link rel="preload" href="/remotes/mfe_programas/');
    expect(html).toContain('<link rel="preload" href="/bootstrap.403c243148.js" as="script">');
  });
});
