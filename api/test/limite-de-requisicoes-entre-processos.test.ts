import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { criarContexto, usandoPostgres, type Contexto } from '../src/testes/contexto.js';
import { requisitar } from '../src/testes/cliente.js';

/**
 * @fastify/rate-limit counts in PostgreSQL (decision 0161): two API processes on one database share each address's
 * window, and a process started afterwards (a restart) still sees it.
 */
let ctx: Contexto;
let outro: FastifyInstance;
beforeAll(async () => {
  ctx = await criarContexto();
  outro = await buildApp({ db: ctx.db, semear: false, logger: false, config: ctx.app.config });
  await outro.ready();
});
afterAll(async () => {
  await outro.close();
  await ctx.fechar();
});

const pedirNovaSenha = (app: FastifyInstance, i: number) =>
  requisitar(app, 'POST', '/v1/usuario/password/reset/email', {
    remoteAddress: '198.51.100.91',
    body: { login: `ninguem-${i}@exemplo.com.br` },
  });

describe(`limite por endereço entre processos (${usandoPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('10 pedidos por minuto somados nos dois processos: o 11º e o 12º recebem 429, em qualquer um', async () => {
    const codigos: number[] = [];
    for (let i = 0; i < 12; i += 1)
      codigos.push((await pedirNovaSenha(i % 2 ? outro : ctx.app, i)).statusCode);
    expect(codigos.slice(0, 10).every((c) => c === 202)).toBe(true);
    expect(codigos.slice(10)).toEqual([429, 429]);
  });

  it('um processo novo (reinício) continua a janela: o endereço segue recebendo 429', async () => {
    const novo = await buildApp({ db: ctx.db, semear: false, logger: false, config: ctx.app.config });
    try {
      const r = await pedirNovaSenha(novo, 99);
      expect(r.statusCode).toBe(429);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await novo.close();
    }
  });
});
