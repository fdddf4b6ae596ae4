import type { FastifyPluginAsync } from 'fastify';
import saude from './saude/index.js';
import usuario from './usuario/index.js';
import candidato from './candidato/index.js';
import inscricao from './inscricao/index.js';
import matricula from './matricula/index.js';
import catalogo from './catalogo/index.js';
import questionarios from './questionarios/index.js';
import pagamento from './pagamento/index.js';
import analytics from './analytics/index.js';
import dev from './dev/index.js';

/** Every /v1 resource; the dev mailbox exists only when DEV_MAILBOX=1. */
const rotasV1: FastifyPluginAsync = async (app) => {
  await app.register(saude);
  await app.register(usuario, { prefix: '/usuario' });
  await app.register(candidato, { prefix: '/candidato/viaRapida' });
  await app.register(inscricao, { prefix: '/inscricao' });
  await app.register(matricula, { prefix: '/matricula' });
  await app.register(catalogo);
  await app.register(questionarios, { prefix: '/questionarios' });
  await app.register(pagamento, { prefix: '/pagamento' });
  await app.register(analytics, { prefix: '/analytics' });
  if (app.config.devMailbox) await app.register(dev, { prefix: '/dev' });
};

export default rotasV1;
