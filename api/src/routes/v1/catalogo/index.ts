import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  arcoSchema,
  cursoSchema,
  faqSchema,
  idSchema,
  municipioSchema,
  perguntaFaqRequestSchema,
  programaSchema,
  trilhaSchema,
  turmaSchema,
  unidadeSchema,
} from '@portal/contracts';
import { Erros } from '../../../lib/http-error.js';

const tags = ['catálogo'];
const CACHE = 'public, max-age=60';
const existe = <T>(valor: T | undefined): T => {
  if (valor === undefined) throw Erros.naoEncontrado();
  return valor;
};

/** Public, cacheable catalogue: programmes, courses, where they are offered, classes, arcs, learning paths, FAQ. */
const catalogo: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200) reply.header('cache-control', CACHE);
  });
  const repo = app.repos.catalogo;

  app.get('/programas', { schema: { tags, response: { 200: z.array(programaSchema) } } }, () => repo.programas());

  app.get(
    '/cursos',
    { schema: { tags, querystring: z.object({ modalidade: idSchema.optional() }), response: { 200: z.array(cursoSchema) } } },
    (request) => repo.cursos(request.query.modalidade),
  );

  app.get(
    '/cursos/:idCurso',
    { schema: { tags, params: z.object({ idCurso: idSchema }), response: { 200: cursoSchema } } },
    async (request) => existe(await repo.curso(request.params.idCurso)),
  );

  app.get(
    '/cursos/:idCurso/municipios',
    { schema: { tags, params: z.object({ idCurso: idSchema }), response: { 200: z.array(municipioSchema) } } },
    async (request) => {
      existe(await repo.curso(request.params.idCurso));
      return repo.municipiosComTurmaAberta(request.params.idCurso);
    },
  );

  app.get(
    '/cursos/:idCurso/municipios/:idMunicipio/unidades',
    { schema: { tags, params: z.object({ idCurso: idSchema, idMunicipio: idSchema }), response: { 200: z.array(unidadeSchema) } } },
    async (request) => {
      existe(await repo.curso(request.params.idCurso));
      return repo.unidades(request.params.idCurso, request.params.idMunicipio);
    },
  );

  app.get(
    '/ordens-servico/:idOrdemServico/turmas',
    { schema: { tags, params: z.object({ idOrdemServico: idSchema }), response: { 200: z.array(turmaSchema) } } },
    async (request) => {
      if (!(await repo.ordemServicoExiste(request.params.idOrdemServico))) throw Erros.naoEncontrado();
      return repo.turmas(request.params.idOrdemServico);
    },
  );

  app.get(
    '/arcos/:idArco',
    { schema: { tags, params: z.object({ idArco: idSchema }), response: { 200: arcoSchema } } },
    async (request) => existe(await repo.arco(request.params.idArco)),
  );

  app.get('/trilhas', { schema: { tags, response: { 200: z.array(trilhaSchema) } } }, () => repo.trilhas());

  app.get(
    '/trilhas/:idTrilha',
    { schema: { tags, params: z.object({ idTrilha: idSchema }), response: { 200: trilhaSchema } } },
    async (request) => existe((await repo.trilhas(request.params.idTrilha))[0]),
  );

  app.get(
    '/faq',
    { schema: { tags, querystring: z.object({ tipo: z.string().trim().min(1).max(40).optional() }), response: { 200: z.array(faqSchema) } } },
    (request) => repo.faq(request.query.tipo),
  );

  // A visitor's question (faq-form, decision 0702): stored for the team, acknowledged by e-mail through the outbox.
  app.post(
    '/faq/perguntas',
    { config: { rateLimit: { max: 5, timeWindow: '1 minute' } }, schema: { tags, body: perguntaFaqRequestSchema } },
    async (request, reply) => {
      const { nome, email, assunto, pergunta } = request.body;
      await app.db.query('INSERT INTO faq_pergunta (nome, email, assunto, pergunta) VALUES ($1, $2, $3, $4)', [nome, email, assunto, pergunta]);
      await app.repos.mensagens.enfileirar({
        para: email,
        assunto: 'Recebemos sua pergunta',
        corpo: `Olá, ${nome}. Recebemos sua pergunta e responderemos por este e-mail.`,
        link: null,
        tipo: 'PERGUNTA_FAQ',
        idUsuario: null,
      });
      return reply.status(201).send({ message: 'Pergunta enviada. Responderemos por e-mail.', errors: [] });
    },
  );
};

export default catalogo;
