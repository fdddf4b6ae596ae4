import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  idSchema,
  inscricaoCreateSchema,
  inscricaoCreateUpdateSchema,
  inscricaoDetalheSchema,
  inscricaoUpdateSchema,
} from '@portal/contracts';
import { REGRA_ALTERACAO, REGRA_NOVO_EMPREGO, REGRA_VIRTUAL } from '../../../services/regras-das-chamadas.js';
import { exigirDono, usuarioDe } from '../../../plugins/app/auth.js';

const tags = ['inscrição'];
const security = [{ bearer: [] }];
const resposta = { 200: inscricaoDetalheSchema, 201: inscricaoDetalheSchema };

/** Create, move, cancel and confirm enrolments (fast-track and novo emprego). */
const viaRapida: FastifyPluginAsyncZod = async (app) => {
  const servico = app.repos.servicoInscricoes;

  app.post(
    '/viaRapida/virtual/create',
    { schema: { tags, security, body: inscricaoCreateSchema, response: resposta } },
    async (request, reply) => {
      const autor = exigirDono(request, request.body.idUsuario);
      return reply.status(201).send(await servico.criar(autor, request.body, REGRA_VIRTUAL));
    },
  );

  app.post(
    '/novoemprego/createUpdateNovoEmprego',
    { schema: { tags, security, body: inscricaoCreateUpdateSchema, response: resposta } },
    async (request, reply) => {
      const autor = exigirDono(request, request.body.idUsuario);
      const { criada, inscricao } = await servico.criarOuAlterarNomeada(
        autor,
        request.body,
        REGRA_NOVO_EMPREGO,
      );
      return reply.status(criada ? 201 : 200).send(inscricao);
    },
  );

  for (const url of ['/viaRapida/virtual/update', '/novoemprego/update', '/viaRapida/emprego/update']) {
    app.put(
      url,
      { schema: { tags, security, body: inscricaoUpdateSchema, response: resposta } },
      async (request) => {
        const autor = exigirDono(request, request.body.idUsuario);
        return servico.atualizar(autor, request.body, REGRA_ALTERACAO);
      },
    );
  }

  app.put(
    '/viaRapida/cancelarInscricao/:id',
    { schema: { tags, security, params: idParamSchema, response: resposta } },
    (request) => servico.cancelar(usuarioDe(request), request.params.id),
  );

  app.put(
    '/viaRapida/updateAvisoCancelamento/:id',
    { schema: { tags, security, params: idParamSchema, response: resposta } },
    (request) => servico.marcarAvisoVisto(usuarioDe(request), request.params.id),
  );

  app.post(
    '/ViaRapida/ConfirmarMatricula',
    {
      schema: {
        tags,
        security,
        querystring: z.object({ idInscricao: idSchema, idConvocado: idSchema }),
        response: resposta,
      },
    },
    (request) =>
      servico.confirmarMatricula(usuarioDe(request), request.query.idInscricao, request.query.idConvocado),
  );
};

export default viaRapida;
