import { Mensagem } from '@portal/contracts';
import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { DEMO, requisitar } from '../src/testes/cliente.js';

/**
 * A sign-in storm does not lag the event loop (argon2 runs on the thread pool, decision 0163), so the loop-lag guard of
 * decision 0165 never fires and sign-ins queued for the hash waited until clients gave up. The queue for the hash is
 * bounded: past it, a sign-in is answered 503 + Retry-After at once, in the same calm shape (decision 0179).
 */
let ctx: Contexto;
beforeAll(async () => {
  ctx = await criarContexto({ config: { hashesNaFila: 2 } });
});
afterAll(() => ctx.fechar());

const entrar = (indice: number) =>
  requisitar(ctx.app, 'POST', '/v1/usuario/authentication', {
    body: { login: DEMO.maria, senha: 'Senha@123' },
    remoteAddress: `198.51.100.${10 + indice}`,
  });

describe('fila do hash de senha', () => {
  it('com mais logins ao mesmo tempo que a fila comporta, os excedentes recebem 503 com Retry-After na hora', async () => {
    const respostas = await Promise.all(Array.from({ length: 12 }, (_, i) => entrar(i)));
    const codigos = respostas.map((r) => r.statusCode);

    expect(codigos.filter((c) => c === 200).length).toBeGreaterThanOrEqual(2);
    expect(codigos.every((c) => c === 200 || c === 503)).toBe(true);
    const recusada = respostas.find((r) => r.statusCode === 503);
    expect(recusada).toBeDefined();
    expect(Number(recusada!.headers['retry-after'])).toBeGreaterThan(0);
    expect(recusada!.json()).toEqual({
      message: Mensagem.portalSobrecarregado,
      errors: [Mensagem.portalSobrecarregado],
    });
  });

  // A sign-in refused for the queue, or let in, says nothing about a guess: many citizens behind one address (CGNAT)
  // in a storm must not fill that address's failure cap.
  it('nem os excedentes (503) nem os acertos contam como falhas do endereço', async () => {
    const endereco = '100.64.0.9';
    const respostas = await Promise.all(
      Array.from({ length: 12 }, () =>
        requisitar(ctx.app, 'POST', '/v1/usuario/authentication', {
          body: { login: DEMO.maria, senha: 'Senha@123' },
          remoteAddress: endereco,
        }),
      ),
    );
    expect(respostas.some((r) => r.statusCode === 503)).toBe(true);
    const [contador] = await ctx.db.query<{ contagem: number }>(
      'SELECT contagem FROM contador_tentativa WHERE chave = $1',
      [`login:endereco:${endereco}`],
    );
    expect(contador?.contagem ?? 0).toBe(0);
    // Counted ahead on the account, each one is given back or forgiven: the owner is not throttled after the storm.
    const daConta = await ctx.db.query<{ contagem: number }>(
      "SELECT contagem FROM contador_tentativa WHERE chave LIKE 'login:conta:%' OR chave LIKE 'login:par:%100.64.0.9'",
    );
    expect(daConta.every((c) => c.contagem === 0)).toBe(true);
  });

  it('a fila se esvazia: depois da tempestade, um login entra normalmente', async () => {
    expect((await entrar(99)).statusCode).toBe(200);
  });
});
