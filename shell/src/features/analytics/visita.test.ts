import { montarVisita, ocultarDadosSensiveis } from './visita';

describe('ocultarDadosSensiveis', () => {
  it.each([
    ['/home', '/home'],
    ['/qualificaSP/cursos?pagina=2', '/qualificaSP/cursos?pagina=2'],
    [
      '/autenticacao/govbr/retorno?code=abc123&state=xyz',
      '/autenticacao/govbr/retorno?code=oculto&state=oculto',
    ],
    ['/usuario/redefinicao-senha?id=5&Token=segredo', '/usuario/redefinicao-senha?id=5&Token=oculto'],
    ['/usuario/login?returnUrl=%2Fhome#frag', '/usuario/login?returnUrl=%2Fhome'],
  ])('%s → %s', (entrada, esperado) => {
    expect(ocultarDadosSensiveis(entrada)).toBe(esperado);
  });
});

describe('montarVisita', () => {
  it('limpa caminho e referrer e respeita os limites do coletor', () => {
    const visita = montarVisita(
      `/cursos?token=t&q=${'a'.repeat(3000)}`,
      'http://localhost:8080/x?code=c',
      'T'.repeat(400),
    );
    expect(visita.path.startsWith('/cursos?token=oculto&q=aaa')).toBe(true);
    expect(visita.path).toHaveLength(2048);
    expect(visita.referrer).toBe('http://localhost:8080/x?code=oculto');
    expect(visita.title).toHaveLength(300);
  });
});
