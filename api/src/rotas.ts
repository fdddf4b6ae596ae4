import type { FastifyPluginAsync } from 'fastify';
import saude from './saude/saude.rotas.js';
import autenticacao from './sessao/autenticacao.rotas.js';
import govbr from './govbr/govbr.rotas.js';
import conta from './conta/conta.rotas.js';
import candidato from './candidato/candidato.rotas.js';
import inscricao from './inscricao/inscricao.rotas.js';
import matricula from './questionarios/matricula.rotas.js';
import catalogo from './catalogo/catalogo.rotas.js';
import vagas from './catalogo/vagas.rotas.js';
import questionarios from './questionarios/questionarios.rotas.js';
import pagamento from './pagamento/pagamento.rotas.js';
import analytics from './analytics/analytics.rotas.js';
import gestao from './gestao/gestao.rotas.js';
import dev from './dev/caixa-postal.rotas.js';
import relogio from './dev/relogio.rotas.js';
import convocacao from './convocacao/convocacao.rotas.js';

/**
 * Every /v1 resource: the routes plugins of the domain folders (decision 0300), the one file outside a folder that
 * imports them. The dev mailbox exists only when DEV_MAILBOX=1, the test clock only when DEV_RELOGIO=1.
 */
const rotasV1: FastifyPluginAsync = async (app) => {
  await app.register(saude);
  await app.register(autenticacao);
  await app.register(govbr);
  await app.register(conta);
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
