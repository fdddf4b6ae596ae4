import type { FastifyPluginAsync } from 'fastify';
import saude from './saude/index.js';
import usuario from './usuario/index.js';
import candidato from './candidato/index.js';
import inscricao from './inscricao/index.js';
import matricula from './matricula/index.js';
import catalogo from './catalogo/index.js';
import vagas from './catalogo/vagas.js';
import questionarios from './questionarios/index.js';
import pagamento from './pagamento/index.js';
import analytics from './analytics/index.js';
import gestao from './gestao/index.js';
import dev from './dev/index.js';
import relogio from './dev/relogio.js';
import convocacao from './convocacao/index.js';

/** Every /v1 resource; the dev mailbox exists only when DEV_MAILBOX=1, the test clock only when DEV_RELOGIO=1. */
const rotasV1: FastifyPluginAsync = async (app) => {
  await app.register(saude);
  await app.register(usuario);
  await app.register(candidato);
  await app.register(inscricao);
  await app.register(matricula);
  await app.register(catalogo);
  await app.register(vagas);
  await app.register(questionarios);
  await app.register(pagamento);
  await app.register(analytics);
  await app.register(gestao);
  await app.register(convocacao);
  if (app.config.devMailbox) await app.register(dev);
  // Production refuses to start with it (config/modo.ts); checked here too, so no path registers it there.
  if (app.config.devRelogio && !app.config.producao) await app.register(relogio);
};

export default rotasV1;
