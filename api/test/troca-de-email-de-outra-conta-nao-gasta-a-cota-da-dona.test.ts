import { SENHA_DEMO } from '../src/db/seed/usuarios.js';
import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { entrar, requisitar } from '../src/testes/cliente.js';

/**
 * A change of e-mail is limited to 5 per account and day. The count was keyed on the account in the URL and taken
 * before the owner check, so João, with 5 refused requests (403) on Maria's id, left her without a change of e-mail
 * for a day: the only way a gov.br account with the provisional address gets one it can confirm (decision 0146).
 * Only the owner's own requests count now.
 */
let ctx: Contexto;
beforeAll(async () => {
  ctx = await criarContexto();
});
afterAll(() => ctx.fechar());

it('pedidos recusados de outra conta não gastam a cota diária de troca de e-mail da dona', async () => {
  const joao = await entrar(ctx.app, 'joao.souza@exemplo.com.br');
  const maria = await entrar(ctx.app, 'maria.silva@exemplo.com.br');
  for (let i = 0; i < 6; i += 1) {
    const r = await requisitar(ctx.app, 'PUT', `/v1/usuario/${maria.id}/Email`, {
      token: joao.token,
      body: { email: `outro${i}@exemplo.com.br`, senha: SENHA_DEMO },
    });
    expect(r.statusCode).toBe(403);
  }
  const dela = await requisitar(ctx.app, 'PUT', `/v1/usuario/${maria.id}/Email`, {
    token: maria.token,
    body: { email: 'maria.nova@exemplo.com.br', senha: SENHA_DEMO },
  });
  expect(dela.statusCode).toBe(200);
});
