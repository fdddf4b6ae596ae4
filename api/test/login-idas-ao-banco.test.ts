import { DEMO, requisitar } from '../src/testes/cliente.js';
import { usarContextoDemo } from '../src/testes/contexto.js';
import { contarConsultas } from '../src/testes/idas-ao-banco.js';

const t = usarContextoDemo();

const entrar = (senha: string, remoteAddress: string) =>
  requisitar(t.ctx.app, 'POST', '/v1/usuario/authentication', {
    body: { login: DEMO.pedro, senha },
    remoteAddress,
  });

/**
 * Besides the argon2id hash, a sign-in costs its round trips to PostgreSQL (decision 0177): the per-address request
 * window, the account, the throttle's counters with the known address in one read, and two writes side by side (the
 * counters forgiven; the session with its refresh token).
 */
describe('entrar vai ao banco o mínimo de vezes (decisão 0177)', () => {
  it('acerto de um endereço novo: cinco idas, não dez', async () => {
    let status = 0;
    const consultas = await contarConsultas(t.ctx.db, async () => {
      status = (await entrar('Senha@123', '198.51.100.77')).statusCode;
    });
    expect(status).toBe(200);
    expect(consultas).toBeLessThanOrEqual(5);
  });

  it('erro de senha: quatro idas (janela, conta, leitura dos contadores, uma escrita que soma os três)', async () => {
    let status = 0;
    const consultas = await contarConsultas(t.ctx.db, async () => {
      status = (await entrar('senha-errada', '198.51.100.78')).statusCode;
    });
    expect(status).toBe(401);
    expect(consultas).toBeLessThanOrEqual(4);
  });
});
