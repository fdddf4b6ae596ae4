import { destinoDoPedido, paginaComAviso, respostaPodeSerGuardada, type Pedido } from './regras-de-cache';

const ORIGEM = 'http://localhost:8080';
const pedido = (caminho: string, resto: Partial<Pedido> = {}): Pedido => ({
  url: new URL(caminho, ORIGEM),
  origem: ORIGEM,
  metodo: 'GET',
  modo: 'cors',
  aceita: '*/*',
  autorizado: false,
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
