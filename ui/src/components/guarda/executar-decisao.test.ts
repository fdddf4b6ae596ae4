import { caminhoDentroDaBase, navegarPara } from './executar-decisao';

it.each([
  ['/inscricao/historico', '/inscricao', '/historico'],
  ['/inscricao', '/inscricao', '/'],
  ['/inscricao?x=1', '/inscricao', '?x=1'],
  ['/inscricao-velha/x', '/inscricao', null],
  ['/usuario/login?returnUrl=%2F', '/inscricao', null],
  ['/usuario/login', '/', '/usuario/login'],
  ['/usuario/login', '', '/usuario/login'],
])('%s com basename %s → %s', (destino, base, esperado) => {
  expect(caminhoDentroDaBase(destino, base)).toBe(esperado);
});

it('sem navegarFora, sai do remote com navegação de página inteira', () => {
  const dentro = jest.fn();
  const fora = jest.fn();
  navegarPara('/usuario/conta', '/inscricao', dentro, fora);
  expect(fora).toHaveBeenCalledWith('/usuario/conta');
  expect(dentro).not.toHaveBeenCalled();
});
