import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { definicoesCatalogo as d } from '@portal/contracts';
import { CACHE_DO_CATALOGO, cachePublico } from '../lib/cache-publico.js';
import { Erros } from '../lib/http-error.js';
import { rota } from '../lib/rota.js';
import { moduloDoDominio } from '../lib/modulo-do-dominio.js';
import vagas from './vagas.rotas.js';

const doc = { tags: ['catálogo'] };
const UM_DIA = 24 * 60 * 60;
/** Questions a day from one address: questions are rare, and one carrier address (CGNAT) carries many people. */
const PERGUNTAS_POR_ENDERECO_E_DIA = 30;
/** Acknowledgements one address receives a day: a person asks a few questions, not dozens. */
const AVISOS_POR_DESTINATARIO_E_DIA = 3;
const existe = <T>(valor: T | undefined): T => {
  if (valor === undefined) throw Erros.naoEncontrado();
  return valor;
};

/** Public catalogue, the same for everyone, so cached at the edge with ETag/304 (decision 0174): programmes, courses, where they are offered, classes, arcs, learning paths, FAQ. */
const catalogo: FastifyPluginAsyncZod = async (app) => {
  // A repeat within catalogoEmMemoriaMs is served from memory: no query, no serialization (decision 0174).
  cachePublico(app, CACHE_DO_CATALOGO, app.config.catalogoEmMemoriaMs);
  const repo = app.repos.catalogo;

  app.route({ ...rota(d.programas, doc), handler: () => repo.programas() });
  app.route({ ...rota(d.cursos, doc), handler: (request) => repo.cursos(request.query.modalidade) });
  app.route({
    ...rota(d.curso, doc),
    handler: async (request) => existe(await repo.curso(request.params.idCurso)),
  });
  app.route({
    ...rota(d.municipiosDoCurso, doc),
    handler: async (request) => {
      existe(await repo.curso(request.params.idCurso));
      return repo.municipiosComTurmaAberta(request.params.idCurso);
    },
  });
  app.route({
    ...rota(d.unidades, doc),
    handler: async (request) => {
      existe(await repo.curso(request.params.idCurso));
      return repo.unidades(request.params.idCurso, request.params.idMunicipio);
    },
  });
  app.route({
    ...rota(d.turmas, doc),
    handler: async (request) => {
      if (!(await repo.ordemServicoExiste(request.params.idOrdemServico))) throw Erros.naoEncontrado();
      return repo.turmas(request.params.idOrdemServico);
    },
  });
  app.route({
    ...rota(d.arco, doc),
    handler: async (request) => existe(await repo.arco(request.params.idArco)),
  });
  app.route({ ...rota(d.trilhas, doc), handler: () => repo.trilhas() });
  app.route({
    ...rota(d.trilha, doc),
    handler: async (request) => existe((await repo.trilhas(request.params.idTrilha))[0]),
  });
  app.route({ ...rota(d.faq, doc), handler: (request) => repo.faq(request.query.tipo) });

  // A visitor's question (faq-form, decision 0702): stored for the team, acknowledged by e-mail through the outbox.
  app.route({
    ...rota(d.enviarPerguntaFaq, doc),
    config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      // The acknowledgement goes to an address the visitor typed: a day's questions per sender address and a day's
      // acknowledgements per recipient are bounded in PostgreSQL, so the form is no mail relay (issue 27 §8).
      if (
        !(await app.repos.contadores.permitir(
          `faq:remetente:${request.ip}`,
          PERGUNTAS_POR_ENDERECO_E_DIA,
          UM_DIA,
        ))
      )
        throw Erros.muitasRequisicoes();
      await app.repos.perguntasFaq.registrar(request.body);
      // Over the recipient's limit the question is kept, only its acknowledgement is not sent: the same 201.
      const destinatario = `faq:destinatario:${request.body.email.toLowerCase()}`;
      if (await app.repos.contadores.permitir(destinatario, AVISOS_POR_DESTINATARIO_E_DIA, UM_DIA))
        await app.services.email.perguntaRecebida(request.body);
      return reply.status(201).send({ message: 'Pergunta enviada. Responderemos por e-mail.', errors: [] });
    },
  });
};

export default moduloDoDominio(
  'catalogo',
  ['repositorios', 'servicos', 'limite-de-requisicoes'],
  catalogo,
  vagas,
);
