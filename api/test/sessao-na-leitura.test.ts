import { buildApp } from '../src/app.js';
import { requisitar } from '../src/testes/cliente.js';
import { usarContextoDemo } from '../src/testes/contexto.js';

const t = usarContextoDemo();

/**
 * A route marked sessaoNaLeitura skips the session query of `autenticar` and must check the session in its own read
 * (decision 0177). One that forgets answers 500, never a success for a revoked session.
 */
describe('rota que leva a conferência da sessão para a própria leitura', () => {
  it('sem conferir a sessão, a resposta de sucesso vira 500; conferindo, passa', async () => {
    const app = await buildApp({ db: t.ctx.db, logger: false, config: { ...t.ctx.app.config } });
    await app.register(async (escopo) => {
      escopo.addHook('onRequest', escopo.autenticar);
      escopo.post('/v1/teste/esquece', { config: { sessaoNaLeitura: true } }, async () => ({ ok: true }));
      escopo.post('/v1/teste/confere', { config: { sessaoNaLeitura: true } }, async (request) => {
        request.sessaoPendente = false;
        return { ok: true };
      });
    });
    try {
      const token = t.s.maria.token;
      expect((await requisitar(app, 'POST', '/v1/teste/esquece', { token })).statusCode).toBe(500);
      expect((await requisitar(app, 'POST', '/v1/teste/confere', { token })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
