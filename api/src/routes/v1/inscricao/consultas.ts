import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, idSchema, inscricaoDetalheSchema, meusCursosParamsSchema, StatusInscricao, STATUS_INSCRICAO_ATIVOS } from '@portal/contracts';
import { exigirDono, usuarioDe } from '../../../plugins/app/auth.js';
import type { FiltroInscricoes } from '../../../repositories/inscricoes.js';

const tags = ['inscrição'];
const security = [{ bearer: [] }];
const lista = { 200: z.array(inscricaoDetalheSchema) };

/** What meus-cursos/{menuStatus}/{aprovado} shows: statuses by menu, then approval among finished courses. */
function filtroMeusCursos(menuStatus: string, aprovado: string): FiltroInscricoes {
  const status: Record<string, readonly number[] | undefined> = {
    ativos: STATUS_INSCRICAO_ATIVOS,
    cancelados: [StatusInscricao.Cancelada],
    concluidos: [StatusInscricao.Concluida],
    todos: undefined,
  };
  const filtro: FiltroInscricoes = { status: status[menuStatus] };
  if (aprovado !== 'todos') filtro.aprovado = aprovado === 'aprovado';
  return filtro;
}

/** Reading enrolments: one by id, by modality, cancelled with unseen notice, and "my courses". */
const consultas: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.inscricoes;

  app.get('/:id', { schema: { tags, security, params: idParamSchema, response: { 200: inscricaoDetalheSchema } } }, (request) =>
    app.repos.servicoInscricoes.obter(usuarioDe(request), request.params.id),
  );

  app.get(
    '/modalidade/:modalidade/usuario/:userId',
    { schema: { tags, security, params: z.object({ modalidade: idSchema, userId: idSchema }), response: lista } },
    (request) => {
      exigirDono(request, request.params.userId);
      return repo.doUsuario(request.params.userId, { modalidade: request.params.modalidade });
    },
  );

  app.get(
    '/usuario/getInscricaoCancelada/:userId',
    { schema: { tags, security, params: z.object({ userId: idSchema }), response: lista } },
    (request) => {
      exigirDono(request, request.params.userId);
      return repo.doUsuario(request.params.userId, { status: [StatusInscricao.Cancelada], avisoNaoVisto: true });
    },
  );

  app.get(
    '/usuario/meuscursosstatus/:userId/:menuStatus/:aprovado',
    { schema: { tags, security, params: meusCursosParamsSchema, response: lista } },
    (request) => {
      const { userId, menuStatus, aprovado } = request.params;
      exigirDono(request, userId);
      return repo.doUsuario(userId, filtroMeusCursos(menuStatus, aprovado));
    },
  );
};

export default consultas;
