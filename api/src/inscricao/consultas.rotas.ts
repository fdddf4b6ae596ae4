import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { definicoesInscricao as d, StatusInscricao, STATUS_INSCRICAO_ATIVOS } from '@portal/contracts';
import { exigirDono, usuarioDe } from '../plugins/app/auth.js';
import type { FiltroInscricoes } from './inscricoes.repositorio.js';
import { rota, SEGURANCA_BEARER } from '../lib/rota.js';

const doc = { tags: ['inscrição'], security: SEGURANCA_BEARER };

/** What meus-cursos/{menuStatus}/{aprovado} shows: statuses by menu, then approval among finished courses. */
function filtroMeusCursos(menuStatus: string, aprovado: string): FiltroInscricoes {
  const status: Record<string, readonly number[] | undefined> = {
    ativos: STATUS_INSCRICAO_ATIVOS,
    cancelados: [StatusInscricao.Cancelada, StatusInscricao.ConvocacaoExpirada],
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

  app.route({
    ...rota(d.porId, doc),
    handler: (request) => app.services.inscricoes.obter(usuarioDe(request), request.params.id),
  });

  app.route({
    ...rota(d.daModalidade, doc),
    handler: (request) => {
      exigirDono(request, request.params.userId);
      return repo.doUsuario(request.params.userId, { modalidade: request.params.modalidade });
    },
  });

  app.route({
    ...rota(d.canceladas, doc),
    handler: (request) => {
      exigirDono(request, request.params.userId);
      return repo.doUsuario(request.params.userId, {
        status: [StatusInscricao.Cancelada],
        avisoNaoVisto: true,
      });
    },
  });

  app.route({
    ...rota(d.meusCursos, doc),
    handler: (request) => {
      const { userId, menuStatus, aprovado } = request.params;
      exigirDono(request, userId);
      return repo.doUsuario(userId, filtroMeusCursos(menuStatus, aprovado));
    },
  });
};

export default consultas;
