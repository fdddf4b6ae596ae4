import {
  chaveDaPagina,
  copiaVemAntesDaRede,
  destinoDoPedido,
  IDADE_MAXIMA_ANTES_DA_REDE_MS,
  paginaComAviso,
  paginaDoAparelho,
  respostaPodeSerGuardada,
  type Pedido,
} from './regras-de-cache';

const ORIGEM = 'http://localhost:8080';
const pedido = (caminho: string, resto: Partial<Pedido> = {}): Pedido => ({
  url: new URL(caminho, ORIGEM),
  origem: ORIGEM,
  metodo: 'GET',
  modo: 'cors',
  aceita: '*/*',
  autorizado: false,
  soDaRede: false,
  ...resto,
});
const navegacao = (caminho: string) => pedido(caminho, { modo: 'navigate', aceita: 'text/html' });

describe('o que o service worker faz com cada pedido', () => {
  it('uma página vista fica guardada; com parâmetros (prévia, retorno do gov.br) nunca', () => {
    expect(destinoDoPedido(navegacao('/home'))).toBe('pagina');
    expect(destinoDoPedido(navegacao('/qualificaSP/cursos'))).toBe('pagina');
    expect(destinoDoPedido(navegacao('/home?remoto-previa=mfe_programas:1.2.3'))).toBe('pagina-sem-copia');
    expect(destinoDoPedido(navegacao('/autenticacao/govbr/retorno'))).toBe('pagina-sem-copia');
    expect(destinoDoPedido(navegacao('/autenticacao/govbr/retorno?code=x&state=y'))).toBe('pagina-sem-copia');
  });

  // A receipt's address names its enrolment (?idInscricao=): reloaded or opened from the installed app offline, it
  // showed the offline page ("ainda não foi aberta neste aparelho") though its data were on the device.
  it('o comprovante, com o número da inscrição no endereço, fica guardado, uma cópia só, pelo caminho', () => {
    expect(destinoDoPedido(navegacao('/inscricao/confirmacao-matricula?idInscricao=501'))).toBe('pagina');
    expect(destinoDoPedido(navegacao('/inscricao/confirmacao-matricula?idInscricao=501&alteracao=1'))).toBe(
      'pagina',
    );
    expect(destinoDoPedido(navegacao('/meuprimeiroemprego/matricula/confirmacao?idInscricao=7'))).toBe(
      'pagina',
    );
    // Any other parameter keeps the page off the device: a link's token, a preview, gov.br's code.
    expect(destinoDoPedido(navegacao('/usuario/confirmacao-email?id=7&token=abc'))).toBe('pagina-sem-copia');
    expect(
      destinoDoPedido(navegacao('/inscricao/confirmacao-matricula?idInscricao=501&remoto-previa=x:1')),
    ).toBe('pagina-sem-copia');
    expect(chaveDaPagina('http://localhost:8080/inscricao/confirmacao-matricula?idInscricao=501#topo')).toBe(
      'http://localhost:8080/inscricao/confirmacao-matricula',
    );
  });

  it('o registro e as entradas de um remoto vão à rede primeiro; arquivos com hash ficam no cache', () => {
    expect(destinoDoPedido(pedido('/remotes.json'))).toBe('registro');
    expect(destinoDoPedido(pedido('/remotes/mfe_programas/1.0.0-abc/mf-manifest.json'))).toBe(
      'entrada-de-remoto',
    );
    expect(destinoDoPedido(pedido('/remotes/mfe_programas/1.0.0-abc/remoteEntry.js'))).toBe(
      'entrada-de-remoto',
    );
    expect(destinoDoPedido(pedido('/remotes/mfe_programas/1.0.0-abc/rota-cursos.0123456789.js'))).toBe(
      'arquivo-de-remoto',
    );
    expect(destinoDoPedido(pedido('/remotes/mfe_programas/1.0.0-abc/lifecycles.abcdef0123.css'))).toBe(
      'arquivo-de-remoto',
    );
  });

  it('da API, só leituras sem credenciais são candidatas', () => {
    expect(destinoDoPedido(pedido('/v1/programas/1/cursos'))).toBe('api-publica');
    expect(destinoDoPedido(pedido('/v1/inscricoes', { autorizado: true }))).toBe('rede');
    expect(destinoDoPedido(pedido('/v1/inscricoes', { metodo: 'POST' }))).toBe('rede');
  });

  it('outra origem, escritas e as ferramentas locais ficam de fora', () => {
    expect(destinoDoPedido(pedido('http://localhost:4000/.well-known/openid-configuration'))).toBe('rede');
    expect(destinoDoPedido(navegacao('/dev/caixa-postal'))).toBe('rede');
    expect(destinoDoPedido(pedido('/config.js'))).toBe('rede');
  });

  it('o registro pedido só da rede (a conferência de uma página do aparelho) vai direto à rede', () => {
    expect(destinoDoPedido(pedido('/remotes.json', { soDaRede: true }))).toBe('rede');
  });
});

describe('que respostas podem ficar no aparelho', () => {
  const publica = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

  it('da API, só as marcadas public', () => {
    expect(respostaPodeSerGuardada('api-publica', { status: 200, cacheControl: publica })).toBe(true);
    expect(respostaPodeSerGuardada('api-publica', { status: 200, cacheControl: 'no-cache' })).toBe(false);
    expect(respostaPodeSerGuardada('api-publica', { status: 200, cacheControl: null })).toBe(false);
    expect(respostaPodeSerGuardada('api-publica', { status: 200, cacheControl: 'private, max-age=60' })).toBe(
      false,
    );
    expect(respostaPodeSerGuardada('api-publica', { status: 401, cacheControl: publica })).toBe(false);
  });

  it('uma página composta com prévia (no-store) ou um erro nunca', () => {
    expect(respostaPodeSerGuardada('pagina', { status: 200, cacheControl: 'no-cache' })).toBe(true);
    expect(respostaPodeSerGuardada('pagina', { status: 200, cacheControl: 'private, no-store' })).toBe(false);
    expect(respostaPodeSerGuardada('pagina', { status: 503, cacheControl: 'no-cache' })).toBe(false);
    expect(respostaPodeSerGuardada('pagina-sem-copia', { status: 200, cacheControl: 'no-cache' })).toBe(
      false,
    );
    expect(respostaPodeSerGuardada('rede', { status: 200, cacheControl: publica })).toBe(false);
  });
});

describe('o aviso de cópia sem conexão', () => {
  it('dá dia, mês e hora da cópia no fuso de São Paulo', () => {
    // 02:05 UTC on 1 March is 23:05 on 28 February in São Paulo (UTC−3, no daylight saving).
    expect(paginaComAviso('<body></body>', new Date('2027-03-01T02:05:00Z'))).toContain(
      '>Sem conexão — informações de 28/02 às 23:05</p>',
    );
  });

  it('entra no começo do body, fora da raiz que o React hidrata', () => {
    const html = '<html><head></head><body class="x"><div id="root"></div></body></html>';
    expect(paginaComAviso(html, new Date('2026-11-28T13:30:00Z'))).toBe(
      '<html><head></head><body class="x"><p class="aviso-sem-conexao" role="status">' +
        'Sem conexão — informações de 28/11 às 10:30</p><div id="root"></div></body></html>',
    );
  });
});

describe('uma página do aparelho antes da rede', () => {
  const agora = new Date('2026-11-29T15:00:00Z');
  const copia = {
    versaoDaCopia: 'v1',
    versaoDoShell: 'v1',
    copiaDe: new Date('2026-11-29T14:00:00Z'),
    agora,
  };

  it('só a guardada por este mesmo shell, e só até um dia', () => {
    expect(copiaVemAntesDaRede(copia)).toBe(true);
    expect(copiaVemAntesDaRede({ ...copia, versaoDoShell: 'v2' })).toBe(false);
    expect(copiaVemAntesDaRede({ ...copia, versaoDaCopia: null })).toBe(false);
    const umDiaAntes = new Date(agora.getTime() - IDADE_MAXIMA_ANTES_DA_REDE_MS);
    expect(copiaVemAntesDaRede({ ...copia, copiaDe: umDiaAntes })).toBe(false);
    expect(copiaVemAntesDaRede({ ...copia, copiaDe: new Date(umDiaAntes.getTime() + 60_000) })).toBe(true);
  });

  const pagina =
    '<html><head><link rel="preload" href="/remotes/mfe_programas/1.0.0/mf-manifest.json" as="fetch" crossorigin="anonymous">' +
    '<link rel="preload" href="/static/js/main.0123456789.js" as="script"></head><body><div id="root"></div>' +
    '<script type="application/json" id="dicas-depois-da-pintura">' +
    '[{"href":"/static/js/boot.0123456789.js","como":"script"},{"href":"/remotes/mfe_programas/1.0.0/remoteEntry.js","como":"script"},' +
    '{"href":"/static/js/x\\u003cy.js","como":"script"}]</script></body></html>';

  it('leva a marca para o shell e perde só as dicas dos arquivos do remoto', () => {
    const marcada = paginaDoAparelho(pagina, new Date('2026-11-29T14:00:00Z'));
    expect(marcada).toContain(
      '<head><meta name="portal-pagina-do-aparelho" content="2026-11-29T14:00:00.000Z"><link rel="preload" href="/static/js/main.0123456789.js" as="script">',
    );
    expect(marcada).not.toContain('/remotes/');
    expect(marcada).toContain(
      '<script type="application/json" id="dicas-depois-da-pintura">' +
        '[{"href":"/static/js/boot.0123456789.js","como":"script"},{"href":"/static/js/x\\u003cy.js","como":"script"}]</script>',
    );
  });
});
