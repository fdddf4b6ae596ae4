import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { CaixaSmtp } from '../src/testes/caixa-smtp.js';
import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { requisitar } from '../src/testes/cliente.js';

/**
 * A message committed while no API process listens (every instance stopped, or the one that heard its NOTIFY died)
 * has nobody to queue it: the next process to start sends it at once, not at the sweep up to five minutes later
 * (issue 29 §4: staging's "all APIs stopped" fault found such e-mails still unsent a minute after the APIs returned).
 */
const caixa = new CaixaSmtp();

let ctx: Contexto;
let quemVolta: FastifyInstance | null = null;
beforeAll(async () => {
  await caixa.abrir();
  // The process that writes the message sends no e-mail: nobody hears its NOTIFY.
  ctx = await criarContexto({ config: { smtpUrl: null } });
});
afterAll(async () => {
  await quemVolta?.close();
  await ctx.fechar();
  await caixa.fechar();
});

it('a mensagem que ninguém ouviu sai quando um processo da API começa, uma vez', async () => {
  const resposta = await requisitar(ctx.app, 'POST', '/v1/usuario/password/reset/email?origem=1', {
    body: { login: 'joao.souza@exemplo.com.br' },
  });
  expect(resposta.statusCode).toBe(202);
  const pendentes = async () =>
    (
      await ctx.db.query<{ n: number }>(
        'SELECT count(*)::integer AS n FROM mensagem_saida WHERE enviado_em IS NULL',
      )
    )[0]!.n;
  expect(await pendentes()).toBe(1);

  quemVolta = await buildApp({
    db: ctx.db,
    semear: false,
    logger: false,
    config: { ...ctx.app.config, smtpUrl: caixa.url },
  });
  await quemVolta.ready();

  // Well under the sweep's minute of age and its five-minute period.
  const limite = Date.now() + 15_000;
  while ((await pendentes()) > 0 && Date.now() < limite) await new Promise((r) => setTimeout(r, 200));
  expect(await pendentes()).toBe(0);
  expect(caixa.recebidas).toEqual([['joao.souza@exemplo.com.br']]);
}, 30_000);
