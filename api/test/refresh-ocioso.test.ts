import { DEMO, entrar, requisitar, type Sessao } from '../src/testes/cliente.js';
import { criarContexto } from '../src/testes/contexto.js';

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));
const renovar = (app: Parameters<typeof requisitar>[0], s: Pick<Sessao, 'id' | 'refreshToken'>) =>
  requisitar(app, 'POST', '/v1/usuario/authentication/refresh', {
    body: { id: s.id, refreshToken: s.refreshToken },
  });

describe('refresh token: vida ociosa e vida absoluta, configuráveis', () => {
  it('a configuração lê REFRESH_TOKEN_IDLE_SECONDS (padrão 30 min) e REFRESH_TOKEN_TTL_SECONDS (padrão 7 dias)', async () => {
    const { lerConfig } = await import('../src/config/env.js');
    expect(lerConfig({}).refreshTokenIdleSeconds).toBe(1800);
    expect(lerConfig({}).refreshTokenTtlSeconds).toBe(7 * 24 * 3600);
    expect(lerConfig({ REFRESH_TOKEN_IDLE_SECONDS: '600' }).refreshTokenIdleSeconds).toBe(600);
  });

  it('um refresh parado além da vida ociosa não renova mais (computador compartilhado)', async () => {
    const ctx = await criarContexto({ config: { refreshTokenIdleSeconds: 2 } });
    try {
      const sessao = await entrar(ctx.app, DEMO.maria);
      await esperar(2500);
      expect((await renovar(ctx.app, sessao)).statusCode).toBe(401);
    } finally {
      await ctx.fechar();
    }
  });

  it('usar o refresh renova a vida ociosa, mas nunca além da vida absoluta da sessão', async () => {
    const ctx = await criarContexto({ config: { refreshTokenIdleSeconds: 60, refreshTokenTtlSeconds: 3 } });
    try {
      let sessao = await entrar(ctx.app, DEMO.joao);
      await esperar(1500);
      const r = await renovar(ctx.app, sessao);
      expect(r.statusCode).toBe(200);
      sessao = { ...sessao, refreshToken: r.json().refreshToken };
      await esperar(2000);
      expect((await renovar(ctx.app, sessao)).statusCode).toBe(401);
    } finally {
      await ctx.fechar();
    }
  });

  it('sair revoga a família inteira: nenhum refresh dela renova, e as outras sessões seguem', async () => {
    const ctx = await criarContexto();
    try {
      const primeira = await entrar(ctx.app, DEMO.ana);
      const outra = await entrar(ctx.app, DEMO.ana);
      const renovada = (await renovar(ctx.app, primeira)).json();
      await requisitar(ctx.app, 'POST', '/v1/usuario/logout', { token: renovada.token });
      expect(
        (await renovar(ctx.app, { id: primeira.id, refreshToken: renovada.refreshToken })).statusCode,
      ).toBe(401);
      expect((await renovar(ctx.app, primeira)).statusCode).toBe(401);
      expect((await renovar(ctx.app, outra)).statusCode).toBe(200);
    } finally {
      await ctx.fechar();
    }
  });
});
