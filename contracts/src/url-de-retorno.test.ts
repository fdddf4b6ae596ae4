import { retornoDaBusca, urlDeRetornoSegura } from './url-de-retorno.js';

describe('url de retorno só dentro do portal', () => {
  it('aceita um caminho do portal com a busca e o fragmento', () => {
    expect(urlDeRetornoSegura('/inscricao/historico?aba=2#topo')).toBe('/inscricao/historico?aba=2#topo');
    expect(urlDeRetornoSegura('/a/../candidato/dados')).toBe('/candidato/dados');
  });

  it.each([
    ['vazia', ''],
    ['ausente', null],
    ['relativa', 'inscricao/historico'],
    ['absoluta', 'https://outro.exemplo/login'],
    ['de protocolo relativo', '//outro.exemplo/login'],
    ['com barra invertida', '/\\outro.exemplo'],
    ['com tabulação', '/\t/outro.exemplo'],
    ['com quebra de linha', '/\n/outro.exemplo'],
    ['com espaço', '/inscricao historico'],
    // The URL parser alone would make these same-origin paths (`\\` → `/`, tab dropped): the character check refuses them.
    ['com barra invertida no meio', '/inscricao\\historico'],
    ['com tabulação no meio', '/inscricao\thistorico'],
    ['com espaço não separável', '/inscricao\u00a0historico'],
  ])('recusa uma url %s e devolve a home', (_, valor) => {
    expect(urlDeRetornoSegura(valor)).toBe('/home');
  });

  it('devolve o destino padrão pedido quando recusa', () => {
    expect(urlDeRetornoSegura('//outro.exemplo', '/usuario/conta')).toBe('/usuario/conta');
    expect(urlDeRetornoSegura(undefined, '/usuario/conta')).toBe('/usuario/conta');
  });

  it('lê o returnUrl da busca da página', () => {
    expect(retornoDaBusca('?returnUrl=%2Finscricao%2Fhistorico')).toBe('/inscricao/historico');
    expect(retornoDaBusca('?returnUrl=https%3A%2F%2Foutro.exemplo')).toBe('/home');
    expect(retornoDaBusca('?outro=1', '/candidato')).toBe('/candidato');
  });
});
