import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import saude from './saude/saude.rotas.js';
import sessao from './sessao/sessao.rotas.js';
import govbr from './govbr/govbr.rotas.js';
import conta from './conta/conta.rotas.js';
import candidato from './candidato/candidato.rotas.js';
import inscricao from './inscricao/inscricao.rotas.js';
import questionarios from './questionarios/questionarios.rotas.js';
import catalogo from './catalogo/catalogo.rotas.js';
import pagamento from './pagamento/pagamento.rotas.js';
import analytics from './analytics/analytics.rotas.js';
import gestao from './gestao/gestao.rotas.js';
import convocacao from './convocacao/convocacao.rotas.js';
import dev from './dev/dev.rotas.js';

/**
 * Every /v1 resource: one named module per domain folder (decisions 0300, 0301), the one file outside a folder that
 * imports them. Not encapsulated itself, so the modules' names are the application's (`app.hasPlugin('catalogo')`);
 * each module is.
 */
const rotasV1: FastifyPluginAsync = async (app) => {
  for (const modulo of [
    saude,
    sessao,
    govbr,
    conta,
    candidato,
    inscricao,
    questionarios,
    catalogo,
    pagamento,
    analytics,
    gestao,
    convocacao,
    dev,
  ])
    await app.register(modulo);
};

export default fp(rotasV1, { name: 'rotas-v1', dependencies: ['aplicacao'] });
