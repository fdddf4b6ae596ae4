import { entrarComGovBr, registrarEntradaGovBr, registrarSaidaGovBr, sairDoGovBr } from './ponte-govbr';

it('sem registro do shell, entrar e sair rejeitam com erro claro', async () => {
  await expect(entrarComGovBr('/home')).rejects.toThrow(/registrarEntradaGovBr/);
  await expect(sairDoGovBr()).rejects.toThrow(/registrarSaidaGovBr/);
});

it('o remote aciona a função que o shell registrou, com a URL de retorno', async () => {
  const entrar = jest.fn().mockResolvedValue(undefined);
  const sair = jest.fn().mockResolvedValue(undefined);
  const desfazer = registrarEntradaGovBr(entrar);
  registrarSaidaGovBr(sair);
  await entrarComGovBr('/inscricao/historico');
  await sairDoGovBr();
  expect(entrar).toHaveBeenCalledWith('/inscricao/historico');
  expect(sair).toHaveBeenCalledTimes(1);
  desfazer();
  await expect(entrarComGovBr('/home')).rejects.toThrow();
});
