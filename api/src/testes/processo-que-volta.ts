import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { Contexto } from './contexto.js';

/** Messages of the outbox not sent yet. */
export async function mensagensPendentes(ctx: Contexto): Promise<number> {
  const [linha] = await ctx.db.query<{ n: number }>(
    'SELECT count(*)::integer AS n FROM mensagem_saida WHERE enviado_em IS NULL',
  );
  return linha!.n;
}

/** Until the outbox is empty or `prazoMs` passes; the test's assertion after it says which. */
export async function esperarSemPendentes(ctx: Contexto, prazoMs: number): Promise<void> {
  const limite = Date.now() + prazoMs;
  while ((await mensagensPendentes(ctx)) > 0 && Date.now() < limite)
    await new Promise((r) => setTimeout(r, 200));
}

/**
 * Another API process starting on the context's database, this one with SMTP: what comes back after the process that
 * wrote the messages (its context has no SMTP, so nobody heard them) stopped or died.
 */
export async function processoQueVolta(ctx: Contexto, smtpUrl: string): Promise<FastifyInstance> {
  const app = await buildApp({
    db: ctx.db,
    semear: false,
    logger: false,
    config: { ...ctx.app.config, smtpUrl },
  });
  await app.ready();
  return app;
}
