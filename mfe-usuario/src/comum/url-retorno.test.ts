import { comParametroRetorno, retornoDaBusca, urlDeRetornoSegura } from './url-retorno';

describe('urlDeRetornoSegura', () => {
  it.each([
    ['/inscricao/historico', '/inscricao/historico'],
    ['/usuario/conta?aba=dados#topo', '/usuario/conta?aba=dados#topo'],
    ['/cursos/10/eletricista', '/cursos/10/eletricista'],
  ])('aceita o caminho relativo %s', (valor, esperado) => {
    expect(urlDeRetornoSegura(valor)).toBe(esperado);
  });

  it.each([
    'https://malicioso.example/roubo',
    '//malicioso.example/roubo',
    '/\\malicioso.example',
    '\\\\malicioso.example',
    'javascript:alert(1)',
    'inscricao/historico',
    '/\tmalicioso',
    '',
  ])('recusa %j e usa o padrão', (valor) => {
    expect(urlDeRetornoSegura(valor)).toBe('/home');
  });

  it('usa o padrão informado quando não há retorno', () => {
    expect(urlDeRetornoSegura(null, '/usuario/conta')).toBe('/usuario/conta');
  });

  it('normaliza pontos que tentariam sair da origem', () => {
    expect(urlDeRetornoSegura('/../../etc')).toBe('/etc');
  });
});

describe('retornoDaBusca', () => {
  it('lê o parâmetro returnUrl da busca', () => {
    expect(retornoDaBusca('?returnUrl=%2Fusuario%2Fconta')).toBe('/usuario/conta');
  });

  it('recusa um retorno para outro site', () => {
    expect(retornoDaBusca('?returnUrl=https%3A%2F%2Fmalicioso.example')).toBe('/home');
  });
});

describe('comParametroRetorno', () => {
  it('codifica o retorno no parâmetro returnUrl', () => {
    expect(comParametroRetorno('/usuario/login', '/inscricao/historico?x=1')).toBe(
      '/usuario/login?returnUrl=%2Finscricao%2Fhistorico%3Fx%3D1',
    );
  });
});
