import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { definicoesEquipe as d } from '@portal/contracts';
import { usuarioDe } from '../plugins/app/auth.js';
import { rota, SEGURANCA_BEARER } from '../lib/rota.js';

const doc = { tags: ['gestão'], security: SEGURANCA_BEARER };

/** The staff and their roles and scopes (decision 0210): only an Administrador, checked by the service. */
const equipe: FastifyPluginAsyncZod = async (app) => {
  const servico = app.services.equipe;

  app.route({
    ...rota(d.membros, doc),
    handler: (request) => servico.membros(usuarioDe(request), request.query),
  });

  app.route({
    ...rota(d.alvos, doc),
    handler: (request) => servico.alvos(usuarioDe(request)),
  });

  app.route({
    ...rota(d.concederPapel, doc),
    handler: (request) => servico.conceder(usuarioDe(request), request.body),
  });

  app.route({
    ...rota(d.removerPapel, doc),
    handler: (request) => servico.removerPapel(usuarioDe(request), request.params.id),
  });

  app.route({
    ...rota(d.incluirEscopo, doc),
    handler: (request) => servico.incluirEscopo(usuarioDe(request), request.params.id, request.body.idAlvo),
  });

  app.route({
    ...rota(d.removerEscopo, doc),
    handler: (request) =>
      servico.removerEscopo(usuarioDe(request), request.params.id, request.params.idEscopo),
  });
};

export default equipe;
