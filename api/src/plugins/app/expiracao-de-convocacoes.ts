import fp from 'fastify-plugin';

const TAREFA = 'expiracao-de-convocacoes';
const UM_MINUTO_MS = 60_000;

/**
 * Call-ups past their deadline expire and their seats go to the waiting list (decision 1500): a job of `app.fila`
 * every minute. On PostgreSQL pg-boss runs the schedule once across all processes; the sweep itself takes its rows
 * with SKIP LOCKED in small batches, so a late or doubled run does no work twice. On PGlite (one process) the
 * in-process queue runs schedules only at start, so a timer queues the job each minute (deduplicated while waiting).
 */
export default fp(
  async (app) => {
    if (!app.config.tarefasPeriodicas) return;
    await app.fila.definir(TAREFA, { tentativas: 1, esperaSegundos: 30 }, async () => {
      const { expiradas, oferecidas } = await app.services.convocacao.varrer();
      if (expiradas || oferecidas) app.log.info({ expiradas, oferecidas }, 'convocações vencidas varridas');
    });
    await app.fila.agendar(TAREFA, '* * * * *');
    if (app.fila.tipo !== 'em-processo') return;
    const temporizador = setInterval(() => {
      app.fila.enviar(TAREFA, {}, 'agendada').catch((erro: unknown) => app.log.error({ err: erro }, TAREFA));
    }, UM_MINUTO_MS);
    temporizador.unref();
    app.addHook('onClose', async () => clearInterval(temporizador));
  },
  { name: 'expiracao-de-convocacoes', dependencies: ['fila', 'servicos'] },
);
