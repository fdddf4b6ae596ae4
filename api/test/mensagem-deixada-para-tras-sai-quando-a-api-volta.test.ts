import type { FastifyInstance } from 'fastify';
import { CaixaSmtp } from '../src/testes/caixa-smtp.js';
import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { requisitar } from '../src/testes/cliente.js';
import {
  esperarSemPendentes,
  mensagensPendentes,
  processoQueVolta,
} from '../src/testes/processo-que-volta.js';

/**
 * What an API process that starts does with the e-mails others left behind. Each case writes a password-reset e-mail
 * through a process without SMTP (nobody hears it), then starts one with SMTP.
 */
const caixa = new CaixaSmtp();

let ctx: Contexto;
let quemVolta: FastifyInstance | null = null;
beforeAll(() => caixa.abrir());
beforeEach(async () => {
  caixa.recebidas.length = 0;
  caixa.cabecalhos.length = 0;
  ctx = await criarContexto({ config: { smtpUrl: null } });
  const resposta = await requisitar(ctx.app, 'POST', '/v1/usuario/password/reset/email?origem=1', {
    body: { login: 'joao.souza@exemplo.com.br' },
  });
  expect(resposta.statusCode).toBe(202);
  expect(await mensagensPendentes(ctx)).toBe(1);
});
afterEach(async () => {
  await quemVolta?.close();
  quemVolta = null;
  await ctx.fechar();
});
afterAll(() => caixa.fechar());

/**
 * A message committed while no API process listens (every instance stopped, or the one that heard its NOTIFY died)
 * has nobody to queue it: the next process to start sends it at once, not at the sweep up to five minutes later
 * (issue 29 §4: staging's "all APIs stopped" fault found such e-mails still unsent a minute after the APIs returned).
 */
it('a mensagem que ninguém ouviu sai quando um processo da API começa, uma vez', async () => {
  quemVolta = await processoQueVolta(ctx, caixa.url);

  // Well under the sweep's minute of age and its five-minute period.
  await esperarSemPendentes(ctx, 15_000);
  expect(await mensagensPendentes(ctx)).toBe(0);
  expect(caixa.recebidas).toEqual([['joao.souza@exemplo.com.br']]);
}, 30_000);

/**
 * A process killed in the middle of a send (kill -9 after it reserved the message, before it marked it sent) leaves
 * the row reserved, so the process that starts next skipped it, and its job stayed taken by the dead process: nobody
 * sent it before the sweep, up to five minutes later (staging's "kill -9 de uma API" fault found "mensagem 3 não
 * enviada" a minute after the surge; decision 0220).
 */
it('a mensagem que um processo morto deixou reservada sai quando a reserva acaba, uma vez', async () => {
  // What the dead process did: one attempt, and a reservation that ends in 4 s (a real one lasts a minute).
  const [reserva] = await ctx.db.query<{ fimDaReserva: Date }>(
    `UPDATE mensagem_saida SET reservada_ate = now() + interval '4 seconds', tentativas = tentativas + 1
      RETURNING reservada_ate AS "fimDaReserva"`,
  );
  quemVolta = await processoQueVolta(ctx, caixa.url);

  // Well under the sweep's five-minute period.
  await esperarSemPendentes(ctx, 20_000);
  expect(await mensagensPendentes(ctx)).toBe(0);
  expect(caixa.recebidas).toEqual([['joao.souza@exemplo.com.br']]);
  // Not while the reservation held: that process might still have been sending it. (The database's clock on both
  // sides, whatever this process's start took.)
  const [envio] = await ctx.db.query<{ enviadoEm: Date }>(
    'SELECT enviado_em AS "enviadoEm" FROM mensagem_saida',
  );
  expect(new Date(envio!.enviadoEm).getTime()).toBeGreaterThanOrEqual(
    new Date(reserva!.fimDaReserva).getTime(),
  );
  // Sent under the second reservation, which began when the first ended: had the dead process's copy reached the
  // relay, staging's check would tell the resend from a double send by these.
  expect(caixa.cabecalhos[0]).toMatch(/^X-Portal-Tentativa: 2$/m);
  const [, de] = /^X-Portal-Reserva: (\S+) \S+$/m.exec(caixa.cabecalhos[0]!) ?? [];
  expect(new Date(de!).getTime()).toBeGreaterThanOrEqual(new Date(reserva!.fimDaReserva).getTime());
}, 40_000);
