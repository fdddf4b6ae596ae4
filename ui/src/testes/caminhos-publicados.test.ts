import { caminhosPublicadosSemRota } from './caminhos-publicados';

const publicados = {
  lista: '/loja/lista',
  item: (id: number | string) => `/loja/itens/${id}`,
  alheio: '/outra/pagina',
  nome: 'não é caminho',
};

test('a published path under the prefixes that the app serves (a function as its pattern) is not reported', () => {
  const proprios = { lista: '/loja/lista', item: (id: number | string) => `/loja/itens/${id}?aba=1` };
  expect(caminhosPublicadosSemRota(publicados, ['loja'], proprios)).toEqual([]);
});

test('a published path the app no longer serves is reported by name; other prefixes are not its business', () => {
  const proprios = { lista: '/loja/lista', item: (id: number | string) => `/loja/produtos/${id}` };
  expect(caminhosPublicadosSemRota(publicados, ['loja'], proprios)).toEqual(['item']);
});
