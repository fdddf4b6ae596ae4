import { buildApp } from '../src/app.js';
import { DEMO, requisitar } from '../src/testes/cliente.js';
import { criarContexto, type Contexto } from '../src/testes/contexto.js';

// Addresses from the documentation ranges, only simulated through inject.
const CASA_DA_MARIA = '198.51.100.10';
const ATACANTE = '203.0.113.9';
const OPERADORA_CGNAT = '100.64.0.1';

let ctx: Contexto;
beforeAll(async () => {
  ctx = await criarContexto();
});
afterAll(() => ctx.fechar());

const entrar = (login: string, senha: string, remoteAddress: string, app = ctx.app) =>
  requisitar(app, 'POST', '/v1/usuario/authentication', { body: { login, senha }, remoteAddress });

describe('limite de login: por conta e por par (conta, endereço), com atraso progressivo', () => {
  it('um ataque de outro endereço não impede a dona de entrar do endereço onde ela já entrou', async () => {
    expect((await entrar(DEMO.maria, 'Senha@123', CASA_DA_MARIA)).statusCode).toBe(200);
    const codigos = [];
    for (let i = 0; i < 12; i += 1)
      codigos.push((await entrar('529.982.247-25', `errada-${i}`, ATACANTE)).statusCode);
    expect(codigos.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codigos.slice(5).every((c) => c === 429)).toBe(true);
    expect((await entrar(DEMO.maria, 'Senha@123', CASA_DA_MARIA)).statusCode).toBe(200);
  });

  it('o atacante espera cada vez mais (Retry-After cresce) e nem a senha certa passa enquanto espera', async () => {
    for (let i = 0; i < 5; i += 1) await entrar(DEMO.joao, 'errada', ATACANTE);
    const primeira = await entrar(DEMO.joao, 'Senha@123', ATACANTE);
    expect(primeira.statusCode).toBe(429);
    expect(primeira.json().errors).toEqual(['Muitas tentativas. Aguarde um pouco e tente novamente.']);
    const espera1 = Number(primeira.headers['retry-after']);
    // The wait passes (the counter's last failure moves back in time) and the attacker fails once more.
    await ctx.db.query(
      `UPDATE contador_tentativa SET ultima = ultima - interval '1 hour' WHERE chave LIKE 'login:%'`,
    );
    expect((await entrar(DEMO.joao, 'errada', ATACANTE)).statusCode).toBe(401);
    const espera2 = Number((await entrar(DEMO.joao, 'errada', ATACANTE)).headers['retry-after']);
    expect(espera1).toBeGreaterThan(0);
    expect(espera2).toBeGreaterThan(espera1);
    expect(espera2).toBeLessThanOrEqual(15 * 60);
  });

  it('os contadores ficam no PostgreSQL: outro processo da API, ou a API reiniciada, vê o mesmo limite', async () => {
    // The other process starts first: the first wait lasts 2 s, and starting an app on a loaded machine took longer,
    // so the wait had ended when the other process was asked (a flaky 200 in a CI-shaped run).
    const outro = await buildApp({ db: ctx.db, logger: false, config: { ...ctx.app.config } });
    try {
      await outro.ready();
      for (let i = 0; i < 5; i += 1) await entrar(DEMO.ana, 'errada', ATACANTE);
      expect((await entrar(DEMO.ana, 'Senha@123', ATACANTE, outro)).statusCode).toBe(429);
    } finally {
      await outro.close();
    }
  });

  // The counters were read before the password and written after its hash: every attempt sent while earlier hashes
  // ran read the old count, so a burst of 40 at once had 40 passwords checked (and bursts passed the lock at 100).
  it('tentativas ao mesmo tempo contam umas para as outras: uma rajada não passa das livres', async () => {
    const rajada = await Promise.all(
      Array.from({ length: 40 }, (_, i) => entrar(DEMO.pedro, `rajada-${i}`, '203.0.113.40')),
    );
    const codigos = rajada.map((r) => r.statusCode);
    expect(codigos.filter((c) => c === 401)).toHaveLength(5);
    expect(codigos.filter((c) => c === 429)).toHaveLength(35);
  });

  it('uma operadora com CGNAT (centenas de cidadãos num endereço) não é barrada: acertos não contam e erros esparsos passam', async () => {
    const contas = [DEMO.maria, DEMO.joao, DEMO.ana, DEMO.pedro, DEMO.carla, DEMO.admin];
    await ctx.db.query("DELETE FROM contador_tentativa WHERE chave LIKE 'login:%'");
    const codigos: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const conta = contas[i % contas.length]!;
      // One citizen in four types the password wrong once before getting it right.
      if (i % 4 === 0) codigos.push((await entrar(conta, 'errei-a-senha', OPERADORA_CGNAT)).statusCode);
      codigos.push((await entrar(conta, 'Senha@123', OPERADORA_CGNAT)).statusCode);
    }
    expect(codigos.filter((c) => c === 429)).toEqual([]);
    expect(codigos.filter((c) => c === 200)).toHaveLength(40);
  });
});
