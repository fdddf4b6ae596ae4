import type { FastifyInstance } from 'fastify';
import { requisitar } from '../src/testes/cliente.js';
import { appSobre, descreverEmPostgres } from '../src/testes/contexto.js';
import { bancoAtrasDeUmRele, type ReleTcp } from '../src/testes/rele-tcp.js';

/**
 * `staging:test` restarts PgBouncer mid-surge, and a citizen asking for a new password got a 500 (issue 29 §4: no 5xx
 * but a 503 with Retry-After). Here the API reaches its database through a TCP relay the test takes away and brings
 * back, as PgBouncer stops and starts: every answer meanwhile is a 503 with Retry-After the portal's client retries,
 * a restart shorter than a second is not seen at all, and the API serves again without being restarted (decision 0213).
 */
let atras: Awaited<ReturnType<typeof bancoAtrasDeUmRele>>;
let rele: ReleTcp;
let app: FastifyInstance;

const programas = () => requisitar(app, 'GET', '/v1/programas');
const novaSenha = () =>
  requisitar(app, 'POST', '/v1/usuario/password/reset/email?origem=1', {
    body: { login: 'maria.silva@exemplo.com.br' },
  });

descreverEmPostgres('banco fora de alcance: 503 com Retry-After, e a API volta sozinha (PostgreSQL)', () => {
  beforeAll(async () => {
    atras = await bancoAtrasDeUmRele();
    rele = atras.rele;
    app = await appSobre(atras.db);
  });

  afterAll(async () => {
    await app?.close();
    await atras?.descartar();
  });

  it('com o banco recusando conexões, a leitura e o pedido de nova senha recebem 503 com Retry-After', async () => {
    expect((await programas()).statusCode).toBe(200);
    await rele.fechar();
    for (const resposta of [await programas(), await novaSenha()]) {
      expect(resposta.statusCode).toBe(503);
      expect(Number(resposta.headers['retry-after'])).toBeGreaterThan(0);
      expect(resposta.json()).toEqual({
        message: 'Serviço temporariamente indisponível',
        errors: ['Serviço temporariamente indisponível'],
      });
    }
  });

  it('de volta, a API responde sem ser reiniciada', async () => {
    await rele.abrir();
    expect((await programas()).statusCode).toBe(200);
    expect((await novaSenha()).statusCode).toBe(202);
  });

  it('as conexões cortadas no meio (o PgBouncer que reinicia) nunca viram 500', async () => {
    expect((await programas()).statusCode).toBe(200);
    // The pooled connections die under the API; the relay keeps listening, as a restarted pooler does.
    const cortes = rele.cortarConexoes();
    const respostas = await Promise.all([programas(), programas(), novaSenha()]);
    await cortes;
    for (const resposta of respostas) expect([200, 202, 503]).toContain(resposta.statusCode);
    expect((await programas()).statusCode).toBe(200);
  });

  it('um reinício de menos de um segundo não chega ao cidadão', async () => {
    await rele.fechar();
    // The pool hears its idle connections close, as when PgBouncer closes them on its way down.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const volta = new Promise((resolve) => setTimeout(() => resolve(rele.abrir()), 300));
    expect((await programas()).statusCode).toBe(200);
    await volta;
  });
});
