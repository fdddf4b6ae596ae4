import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { requisitar } from '../src/testes/cliente.js';

let ctx: Contexto;
beforeAll(async () => {
  ctx = await criarContexto();
});
afterAll(() => ctx.fechar());

describe('saúde, documentação e forma dos erros', () => {
  it('GET /v1/health responde ok e /v1/ready confirma banco e migrações', async () => {
    expect((await requisitar(ctx.app, 'GET', '/v1/health')).json()).toEqual({ status: 'ok' });
    const pronto = await requisitar(ctx.app, 'GET', '/v1/ready');
    expect(pronto.statusCode).toBe(200);
    expect(pronto.json()).toMatchObject({ status: 'pronto', banco: ctx.db.driver });
  });

  it('/v1/ready responde 503 quando falta uma migração', async () => {
    await ctx.db.query("DELETE FROM schema_migracao WHERE nome = '005_questionario.sql'");
    const resposta = await requisitar(ctx.app, 'GET', '/v1/ready');
    await ctx.db.query("INSERT INTO schema_migracao (nome) VALUES ('005_questionario.sql')");
    expect(resposta.statusCode).toBe(503);
    expect(resposta.json()).toEqual({ message: expect.any(String), errors: ['Há migrações pendentes.'] });
  });

  it('publica o documento OpenAPI gerado dos schemas e a página /v1/docs', async () => {
    const doc = (await requisitar(ctx.app, 'GET', '/v1/docs/json')).json() as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1/usuario/authentication',
        '/v1/inscricao/viaRapida/virtual/create',
        '/v1/cursos/{idCurso}/municipios',
      ]),
    );
    const pagina = await requisitar(ctx.app, 'GET', '/v1/docs/');
    expect(pagina.statusCode).toBe(200);
    expect(pagina.headers['content-type']).toContain('text/html');
  });

  it('erro interno responde 500 sem revelar nada do banco', async () => {
    await ctx.db.query('ALTER TABLE programa RENAME TO programa_escondido');
    const resposta = await requisitar(ctx.app, 'GET', '/v1/programas');
    await ctx.db.query('ALTER TABLE programa_escondido RENAME TO programa');
    expect(resposta.statusCode).toBe(500);
    expect(resposta.json()).toEqual({
      message: 'Ocorreu um erro inesperado. Tente novamente mais tarde.',
      errors: [],
    });
    expect(resposta.body).not.toMatch(/programa|relation|select|stack/i);
  });

  it('rota inexistente responde 404 no formato de alerta', async () => {
    const resposta = await requisitar(ctx.app, 'GET', '/v1/nao-existe');
    expect(resposta.statusCode).toBe(404);
    expect(resposta.json()).toEqual({
      message: 'Recurso não encontrado.',
      errors: ['Recurso não encontrado.'],
    });
  });

  it('define o cookie XSRF-TOKEN legível quando a requisição não traz um', async () => {
    const resposta = await requisitar(ctx.app, 'GET', '/v1/health', { semCsrf: true });
    const cookie = String(resposta.headers['set-cookie']);
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{40,};/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    const comCookie = await requisitar(ctx.app, 'GET', '/v1/health');
    expect(comCookie.headers['set-cookie']).toBeUndefined();
  });

  it('recusa com 403 um POST sem o cabeçalho X-XSRF-TOKEN igual ao cookie', async () => {
    const body = { login: 'maria.silva@exemplo.com.br', senha: 'x' };
    const semNada = await requisitar(ctx.app, 'POST', '/v1/usuario/authentication', { body, semCsrf: true });
    expect(semNada.statusCode).toBe(403);
    const diferente = await requisitar(ctx.app, 'POST', '/v1/usuario/authentication', {
      body,
      semCsrf: true,
      headers: { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abd' },
    });
    expect(diferente.statusCode).toBe(403);
    expect(diferente.json().message).toMatch(/segurança/);
  });

  it('CORS libera as origens de desenvolvimento com credenciais e expõe Token-Expired', async () => {
    const resposta = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/v1/usuario/authentication',
      headers: { origin: 'http://localhost:3101', 'access-control-request-method': 'POST' },
    });
    expect(resposta.headers['access-control-allow-origin']).toBe('http://localhost:3101');
    expect(resposta.headers['access-control-allow-credentials']).toBe('true');
    const simples = await requisitar(ctx.app, 'GET', '/v1/health', {
      headers: { origin: 'http://localhost:8080' },
    });
    expect(simples.headers['access-control-expose-headers']).toContain('Token-Expired');
    const estranha = await requisitar(ctx.app, 'GET', '/v1/health', {
      headers: { origin: 'http://malicioso.example' },
    });
    expect(estranha.headers['access-control-allow-origin']).toBeUndefined();
  });
});
