import { serializarParams, urlCompleta } from './endereco';

describe('a consulta de uma requisição', () => {
  it('serializa como o axios: colchetes (escapados) nas listas, + no espaço, e deixa : $ , [ ] legíveis', () => {
    expect(serializarParams({ a: 1, b: [2, 3], texto: 'rua a:b $1,2 [x]' })).toBe(
      'a=1&b%5B%5D=2&b%5B%5D=3&texto=rua+a:b+$1,2+[x]',
    );
  });

  it('o que precisa de escape é escapado: & = ? # / e acentos', () => {
    expect(serializarParams({ 'c&d': 'e=f?g#h/i', nome: 'São José' })).toBe(
      'c%26d=e%3Df%3Fg%23h%2Fi&nome=S%C3%A3o+Jos%C3%A9',
    );
  });

  it('undefined e null ficam de fora, na chave e dentro da lista; zero, false e texto vazio ficam', () => {
    expect(
      serializarParams({ a: undefined, b: null, c: [1, null, undefined, 2], d: 0, e: false, f: '' }),
    ).toBe('c%5B%5D=1&c%5B%5D=2&d=0&e=false&f=');
  });

  it('uma data vai em ISO e um objeto em JSON', () => {
    expect(serializarParams({ quando: new Date('2026-11-29T12:00:00Z'), filtro: { a: 1 } })).toBe(
      'quando=2026-11-29T12:00:00.000Z&filtro=%7B%22a%22:1%7D',
    );
  });

  it('URLSearchParams passa como está; o que não é objeto não gera consulta', () => {
    expect(serializarParams(new URLSearchParams({ q: 'a b' }))).toBe('q=a+b');
    for (const nada of [undefined, null, 'texto', 7]) expect(serializarParams(nada)).toBe('');
  });
});

describe('o endereço completo', () => {
  it('junta baseURL e url com uma só barra', () => {
    expect(urlCompleta({ baseURL: '/v1', url: 'cursos' })).toBe('/v1/cursos');
    expect(urlCompleta({ baseURL: '/v1/', url: '/cursos' })).toBe('/v1/cursos');
    expect(urlCompleta({ baseURL: 'http://api.exemplo//', url: '/cursos' })).toBe(
      'http://api.exemplo/cursos',
    );
  });

  it('uma url absoluta (com esquema ou só //) ignora a baseURL', () => {
    expect(urlCompleta({ baseURL: '/v1', url: 'https://viacep.com.br/ws/01001000/json/' })).toBe(
      'https://viacep.com.br/ws/01001000/json/',
    );
    expect(urlCompleta({ baseURL: '/v1', url: '//cdn.exemplo/a.js' })).toBe('//cdn.exemplo/a.js');
    expect(urlCompleta({ baseURL: '/v1', url: 'web+app://x' })).toBe('web+app://x');
  });

  it('um caminho que só parece esquema não é absoluto', () => {
    expect(urlCompleta({ baseURL: '/v1', url: 'cursos:1' })).toBe('/v1/cursos:1');
    expect(urlCompleta({ baseURL: '/v1', url: '1a://x' })).toBe('/v1/1a://x');
    expect(urlCompleta({ baseURL: '/v1', url: 'a_b://x' })).toBe('/v1/a_b://x');
  });

  it('sem url, a baseURL; sem baseURL, a url', () => {
    expect(urlCompleta({ baseURL: '/v1' })).toBe('/v1');
    expect(urlCompleta({ url: 'cursos' })).toBe('cursos');
    expect(urlCompleta({})).toBe('');
  });

  it('a consulta entra com ? ou &, e a âncora sai', () => {
    expect(urlCompleta({ baseURL: '/v1', url: 'cursos', params: { modalidade: 1 } })).toBe(
      '/v1/cursos?modalidade=1',
    );
    expect(urlCompleta({ url: '/v1/cursos?a=1#topo', params: { b: 2 } })).toBe('/v1/cursos?a=1&b=2');
    expect(urlCompleta({ url: '/v1/cursos#topo', params: { b: 2 } })).toBe('/v1/cursos?b=2');
    expect(urlCompleta({ url: '/v1/cursos#topo', params: {} })).toBe('/v1/cursos#topo');
  });
});
