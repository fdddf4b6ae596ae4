import { buildApp } from '../src/app.js';
import { lerConfig } from '../src/config/env.js';
import { verificarModo } from '../src/config/modo.js';
import { requisitar } from '../src/testes/cliente.js';
import { criarContexto, usarContextoDemo } from '../src/testes/contexto.js';

// An outsider's address (TEST-NET-3): only simulated through inject, never real traffic.
const FORA = '203.0.113.9';
const t = usarContextoDemo();

describe('relógio de teste: só na própria máquina, nunca em produção', () => {
  it('adianta o "agora" da API e volta a zero', async () => {
    const antes = await requisitar(t.ctx.app, 'GET', '/v1/dev/relogio');
    expect(antes.statusCode).toBe(200);
    expect(antes.json().deslocamentoMinutos).toBe(0);
    const depois = await requisitar(t.ctx.app, 'POST', '/v1/dev/relogio', { body: { avancarMinutos: 120 } });
    expect(depois.json().deslocamentoMinutos).toBe(120);
    const diferenca = new Date(depois.json().agora).getTime() - new Date(antes.json().agora).getTime();
    expect(diferenca).toBeGreaterThanOrEqual(120 * 60_000);
    const zerado = await requisitar(t.ctx.app, 'POST', '/v1/dev/relogio', { body: { zerar: true } });
    expect(zerado.json().deslocamentoMinutos).toBe(0);
  });

  it('recusa corpo fora dos limites (400)', async () => {
    for (const body of [{ avancarMinutos: -1 }, { avancarMinutos: 100001 }, { zerar: false }, {}]) {
      expect((await requisitar(t.ctx.app, 'POST', '/v1/dev/relogio', { body })).statusCode).toBe(400);
    }
  });

  it('responde 404 a outro endereço, e a um cliente de fora repassado pelo gateway', async () => {
    expect((await requisitar(t.ctx.app, 'GET', '/v1/dev/relogio', { remoteAddress: FORA })).statusCode).toBe(
      404,
    );
    const mover = await requisitar(t.ctx.app, 'POST', '/v1/dev/relogio', {
      remoteAddress: FORA,
      body: { avancarMinutos: 60 },
    });
    expect(mover.statusCode).toBe(404);
    const repassado = await requisitar(t.ctx.app, 'POST', '/v1/dev/relogio', {
      headers: { 'x-forwarded-for': FORA },
      body: { avancarMinutos: 60 },
    });
    expect(repassado.statusCode).toBe(404);
    expect((await requisitar(t.ctx.app, 'GET', '/v1/dev/relogio')).json().deslocamentoMinutos).toBe(0);
  });

  it('não existe sem DEV_RELOGIO=1', async () => {
    const sem = await criarContexto({ config: { devRelogio: false } });
    try {
      expect((await requisitar(sem.app, 'GET', '/v1/dev/relogio')).statusCode).toBe(404);
    } finally {
      await sem.fechar();
    }
  });

  it('o modo de produção recusa o relógio de teste, explicando por quê', async () => {
    expect(lerConfig({ NODE_ENV: 'production' }).devRelogio).toBe(false);
    const base = lerConfig({ NODE_ENV: 'production', DEV_RELOGIO: '1' });
    expect(() => verificarModo(base)).toThrow(/relógio de teste.*DEV_RELOGIO/s);
    await expect(
      buildApp({ logger: false, semear: false, config: { producao: true, devRelogio: true } }),
    ).rejects.toThrow(/relógio de teste/);
  });
});
