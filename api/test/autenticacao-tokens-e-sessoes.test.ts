import { criarContexto, usandoPostgres, type Contexto } from '../src/testes/contexto.js';
import { DEMO, entrar, requisitar } from '../src/testes/cliente.js';
import { contarEmCursoAoMesmoTempo } from '../src/testes/em-curso-ao-mesmo-tempo.js';

/** The session after sign-in: access tokens that expire or are forged, refresh-token rotation, logout. */
let ctx: Contexto;
beforeAll(async () => {
  // Tokens last long enough for a slow CI machine; the expiry test has its own 1-second context.
  ctx = await criarContexto({ config: { accessTokenTtlSeconds: 60 } });
});
afterAll(() => ctx.fechar());

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
const PARALELOS = 10;
const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('tokens e sessões', () => {
  it('um token expirado recebe 401 com Token-Expired: true', async () => {
    const curto = await criarContexto({ config: { accessTokenTtlSeconds: 1 } });
    try {
      const { id, token } = await entrar(curto.app, DEMO.joao);
      await esperar(2100);
      const expirado = await requisitar(curto.app, 'GET', `/v1/usuario/${id}`, { token });
      expect(expirado.statusCode).toBe(401);
      expect(expirado.headers['token-expired']).toBe('true');
    } finally {
      await curto.fechar();
    }
  });

  it('token adulterado ou ausente recebe 401 sem Token-Expired', async () => {
    const { id, token } = await entrar(ctx.app, DEMO.joao);
    const adulterado = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA');
    const r = await requisitar(ctx.app, 'GET', `/v1/usuario/${id}`, { token: adulterado });
    expect(r.statusCode).toBe(401);
    expect(r.headers['token-expired']).toBeUndefined();
    expect((await requisitar(ctx.app, 'GET', `/v1/usuario/${id}`)).statusCode).toBe(401);
  });

  it('o refresh gira o token a cada uso e o reuso de um gasto revoga a sessão inteira', async () => {
    const inicio = await entrar(ctx.app, DEMO.ana);
    const refresh = (refreshToken: string) =>
      requisitar(ctx.app, 'POST', '/v1/usuario/authentication/refresh', {
        body: { id: inicio.id, refreshToken },
      });
    const primeiro = await refresh(inicio.refreshToken);
    expect(primeiro.statusCode).toBe(200);
    const novo = primeiro.json() as { token: string; refreshToken: string };
    expect(novo.refreshToken).not.toBe(inicio.refreshToken);
    expect(claims(novo.token).sessao).toBe(claims(inicio.token).sessao);

    const reuso = await refresh(inicio.refreshToken);
    expect(reuso.statusCode).toBe(401);
    // The thief replayed a spent token: the legitimate, newer one dies with the session.
    expect((await refresh(novo.refreshToken)).statusCode).toBe(401);
    expect(
      (await requisitar(ctx.app, 'GET', `/v1/usuario/${inicio.id}`, { token: novo.token })).statusCode,
    ).toBe(401);
  });

  it(`${PARALELOS} refreshes simultâneos do mesmo token: um só par novo, e a sessão termina (${usandoPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const inicio = await entrar(ctx.app, DEMO.carla);
    const refresh = (refreshToken: string) =>
      requisitar(ctx.app, 'POST', '/v1/usuario/authentication/refresh', {
        body: { id: inicio.id, refreshToken },
      });
    // Only the statement that spends the token is counted: it must have run side by side, not one at a time.
    const emCurso = contarEmCursoAoMesmoTempo(ctx.db, (sql) => /UPDATE refresh_token/.test(sql));
    const respostas = await Promise.all(
      Array.from({ length: PARALELOS }, () => refresh(inicio.refreshToken)),
    ).finally(() => emCurso.restaurar());
    const status = respostas.map((r) => r.statusCode);
    expect(status.filter((c) => c === 200)).toHaveLength(1);
    expect(status.filter((c) => c === 401)).toHaveLength(PARALELOS - 1);
    if (usandoPostgres) expect(emCurso.maximoDeConsultas).toBeGreaterThan(1);

    // The losers replayed a spent token: the session ends, with the one pair that was issued.
    const par = respostas.find((r) => r.statusCode === 200)!.json() as {
      token: string;
      refreshToken: string;
    };
    expect((await refresh(par.refreshToken)).statusCode).toBe(401);
    expect(
      (await requisitar(ctx.app, 'GET', `/v1/usuario/${inicio.id}`, { token: par.token })).statusCode,
    ).toBe(401);
    const [pares] = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM refresh_token r JOIN sessao s ON s.id = r.id_sessao
        WHERE s.id = $1 AND s.revogada_em IS NOT NULL`,
      [claims(inicio.token).sessao],
    );
    // The sign-in's token and the one new pair: nothing else was issued in that session.
    expect(pares!.n).toBe(2);
  });

  it('refresh de outro usuário ou inventado é recusado', async () => {
    const maria = await entrar(ctx.app, DEMO.maria);
    const outro = await requisitar(ctx.app, 'POST', '/v1/usuario/authentication/refresh', {
      body: { id: maria.id + 1, refreshToken: maria.refreshToken },
    });
    expect(outro.statusCode).toBe(401);
    const inventado = await requisitar(ctx.app, 'POST', '/v1/usuario/authentication/refresh', {
      body: { id: maria.id, refreshToken: 'inventado' },
    });
    expect(inventado.statusCode).toBe(401);
  });

  it('logout revoga a sessão no servidor: o token e o refresh deixam de valer', async () => {
    const sessao = await entrar(ctx.app, DEMO.pedro);
    expect(
      (await requisitar(ctx.app, 'POST', '/v1/usuario/logout', { token: sessao.token })).statusCode,
    ).toBe(204);
    expect(
      (await requisitar(ctx.app, 'GET', `/v1/usuario/${sessao.id}`, { token: sessao.token })).statusCode,
    ).toBe(401);
    const refresh = await requisitar(ctx.app, 'POST', '/v1/usuario/authentication/refresh', {
      body: { id: sessao.id, refreshToken: sessao.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('logout com o token de acesso já vencido revoga a sessão pelo refresh token', async () => {
    const sessao = await entrar(ctx.app, DEMO.pedro);
    const vencido = await requisitar(ctx.app, 'POST', '/v1/usuario/logout', {
      token: 'token.vencido.invalido',
      body: { refreshToken: sessao.refreshToken },
    });
    expect(vencido.statusCode).toBe(204);
    const refresh = await requisitar(ctx.app, 'POST', '/v1/usuario/authentication/refresh', {
      body: { id: sessao.id, refreshToken: sessao.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect(
      (await requisitar(ctx.app, 'GET', `/v1/usuario/${sessao.id}`, { token: sessao.token })).statusCode,
    ).toBe(401);
  });

  it('logout sem token válido e com refresh inventado é 401', async () => {
    const resposta = await requisitar(ctx.app, 'POST', '/v1/usuario/logout', {
      body: { refreshToken: 'inventado' },
    });
    expect(resposta.statusCode).toBe(401);
  });
});
