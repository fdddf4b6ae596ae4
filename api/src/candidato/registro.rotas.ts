import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Mensagem, type Definicao, type Esquema, type idParamSchema } from '@portal/contracts';
import { Erros } from '../lib/http-error.js';
import { exigirDono } from '../plugins/app/auth.js';
import type { RepositorioDeRegistro } from './registros.repositorio.js';
import { rota, SEGURANCA_BEARER } from '../lib/rota.js';

type Corpo = Record<string, unknown> & { idUsuario: number };

export interface DefinicaoDeRegistro {
  repo: RepositorioDeRegistro;
  tag: string;
  obter: Definicao<Definicao, { params: typeof idParamSchema }>;
  criar: Definicao<Definicao, Esquema>[];
  atualizar: Definicao<Definicao, Esquema>[];
  /** A rule on the body beyond its schema, checked after ownership (e.g. the CPF must be the account's). */
  conferir?: (idUsuario: number, dados: Record<string, unknown>) => Promise<void>;
}

/** Partial update of the caller's own record (PATCH); 404 when the record does not exist yet. */
export async function atualizarParcial(
  repo: RepositorioDeRegistro,
  request: FastifyRequest,
  id: number,
  dados: object,
) {
  exigirDono(request, id);
  const registro = await repo.atualizar(id, dados as Record<string, unknown>);
  if (!registro) throw Erros.naoEncontrado();
  return registro;
}

/**
 * One record's routes: GET is 404 when absent; create is 201, a second create 409; update 200 (404 when absent).
 * The body names the user (idUsuario), so it must be the caller unless they are an administrator.
 */
export function registrarRegistro(app: FastifyInstance, def: DefinicaoDeRegistro): void {
  const rotas = app.withTypeProvider<ZodTypeProvider>();
  const doc = { tags: [def.tag], security: SEGURANCA_BEARER };
  rotas.route({
    ...rota(def.obter, doc),
    handler: async (request) => {
      exigirDono(request, request.params.id);
      const registro = await def.repo.obter(request.params.id);
      if (!registro) throw Erros.naoEncontrado();
      return registro;
    },
  });

  for (const criacao of def.criar) {
    rotas.route({
      ...rota(criacao, doc),
      handler: async (request, reply) => {
        const { idUsuario, ...dados } = request.body as Corpo;
        exigirDono(request, idUsuario);
        await def.conferir?.(idUsuario, dados);
        const registro = await def.repo.criar(idUsuario, dados);
        if (registro === 'ja-existe') throw Erros.conflito(Mensagem.registroJaExiste);
        if (registro === 'sem-usuario') throw Erros.naoEncontrado(Mensagem.usuarioNaoEncontrado);
        return reply.status(201).send(registro);
      },
    });
  }

  for (const atualizacao of def.atualizar) {
    rotas.route({
      ...rota(atualizacao, doc),
      handler: async (request) => {
        const { idUsuario, ...dados } = request.body as Corpo;
        exigirDono(request, idUsuario);
        await def.conferir?.(idUsuario, dados);
        const registro = await def.repo.substituir(idUsuario, dados);
        if (!registro) throw Erros.naoEncontrado();
        return registro;
      },
    });
  }
}
