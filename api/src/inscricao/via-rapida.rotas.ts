import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { definicoesInscricao as d } from '@portal/contracts';
import { REGRA_ALTERACAO, REGRA_NOVO_EMPREGO, REGRA_VIRTUAL } from './regras-das-chamadas.js';
import { exigirDono, sessaoConferida, usuarioDe } from '../plugins/app/auth.js';
import { rota, SEGURANCA_BEARER } from '../lib/rota.js';

const doc = { tags: ['inscrição'], security: SEGURANCA_BEARER };

/** Create, move, cancel and confirm enrolments (fast-track and novo emprego). */
const viaRapida: FastifyPluginAsyncZod = async (app) => {
  const servico = app.services.inscricoes;

  app.route({
    ...rota(d.criarVirtual, doc),
    // The token's session is checked in the create's one read (decision 0177): the service throws 401 first.
    config: { sessaoNaLeitura: true },
    handler: async (request, reply) => {
      const autor = exigirDono(request, request.body.idUsuario);
      const inscricao = await servico.criar(autor, request.body, REGRA_VIRTUAL);
      sessaoConferida(request);
      return reply.status(201).send(inscricao);
    },
  });

  app.route({
    ...rota(d.criarOuAlterarNovoEmprego, doc),
    handler: async (request, reply) => {
      const autor = exigirDono(request, request.body.idUsuario);
      const { criada, inscricao } = await servico.criarOuAlterarNomeada(
        autor,
        request.body,
        REGRA_NOVO_EMPREGO,
      );
      return reply.status(criada ? 201 : 200).send(inscricao);
    },
  });

  for (const atualizacao of [d.atualizarVirtual, d.atualizarNovoEmprego, d.atualizarEmprego]) {
    app.route({
      ...rota(atualizacao, doc),
      handler: async (request) => {
        const autor = exigirDono(request, request.body.idUsuario);
        return servico.atualizar(autor, request.body, REGRA_ALTERACAO);
      },
    });
  }

  app.route({
    ...rota(d.cancelar, doc),
    handler: (request) => servico.cancelar(usuarioDe(request), request.params.id),
  });

  app.route({
    ...rota(d.marcarAvisoVisto, doc),
    handler: (request) => servico.marcarAvisoVisto(usuarioDe(request), request.params.id),
  });

  app.route({
    ...rota(d.confirmarMatricula, doc),
    handler: (request) =>
      servico.confirmarMatricula(usuarioDe(request), request.query.idInscricao, request.query.idConvocado),
  });
};

export default viaRapida;
