import { HttpNome } from '@portal/contracts';
import { ehMesmaOrigem, ehOrigemDaApi, lerCookie, precisaDeCsrf, tokenCsrfPara } from './origem';

// jsdom's page is http://localhost/.
afterEach(() => {
  for (const par of document.cookie.split('; ').filter(Boolean))
    document.cookie = `${par.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

describe('de que origem é um endereço', () => {
  it('relativos e absolutos desta página são da mesma origem; outro host, porta ou esquema não', () => {
    for (const url of ['/v1/cursos', 'cursos', 'http://localhost/v1', 'HTTP://LOCALHOST/x'])
      expect(ehMesmaOrigem(url)).toBe(true);
    for (const url of [
      'http://localhost:8080/v1',
      'https://localhost/v1',
      '//outro.exemplo/v1',
      'http://outro/v1',
    ])
      expect(ehMesmaOrigem(url)).toBe(false);
  });

  it('um absoluto que não se lê não é da mesma origem', () => {
    expect(ehMesmaOrigem('http://[::1/v1')).toBe(false);
  });

  it('o token só vai para a origem da API: a da baseURL, ou a da página quando ela é relativa ou vazia', () => {
    expect(ehOrigemDaApi('/v1/cursos', '/v1')).toBe(true);
    expect(ehOrigemDaApi('/v1/cursos', undefined)).toBe(true);
    expect(ehOrigemDaApi('/v1/cursos', '')).toBe(true);
    expect(ehOrigemDaApi('https://viacep.com.br/ws', '/v1')).toBe(false);
    expect(ehOrigemDaApi('http://api.exemplo/v1/x', 'http://api.exemplo/v1')).toBe(true);
    expect(ehOrigemDaApi('/v1/x', 'http://api.exemplo/v1')).toBe(false);
  });

  it('um endereço que não se lê nunca recebe o token', () => {
    expect(ehOrigemDaApi('http://[::1/v1', '/v1')).toBe(false);
    expect(ehOrigemDaApi('/v1', 'http://[::1/v1')).toBe(false);
  });
});

describe('CSRF', () => {
  it('lê o cookie pelo nome exato, decodificado', () => {
    document.cookie = 'XSRF-TOKEN-velho=nao';
    document.cookie = `${HttpNome.csrfCookie}=a%20b`;
    expect(lerCookie(HttpNome.csrfCookie)).toBe('a b');
    expect(lerCookie('ausente')).toBeNull();
  });

  it('só pedidos que mudam estado, para a nossa origem, levam o cabeçalho', () => {
    for (const metodo of ['post', 'PUT', 'patch', 'delete'])
      expect(precisaDeCsrf(metodo, '/v1/x')).toBe(true);
    for (const metodo of ['get', 'HEAD', 'options', undefined])
      expect(precisaDeCsrf(metodo, '/v1/x')).toBe(false);
    expect(precisaDeCsrf('post', 'https://outro.exemplo/v1')).toBe(false);
  });

  it('o valor do cabeçalho é o do cookie, ou nada', () => {
    document.cookie = `${HttpNome.csrfCookie}=t0k3n`;
    expect(tokenCsrfPara('post', '/v1/x')).toBe('t0k3n');
    expect(tokenCsrfPara('get', '/v1/x')).toBeNull();
    expect(tokenCsrfPara('post', 'https://outro.exemplo/v1')).toBeNull();
  });
});
