import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Mensagem } from '@portal/contracts';
import { RepositorioDeLimitesDeRequisicao } from '../../limites/index.js';

type Resultado = { current: number; ttl: number };
type Retorno = (erro: Error | null, resultado?: Resultado) => void;

/**
 * A store for @fastify/rate-limit on PostgreSQL: its default store is a Map in each process, which would give every
 * address N times the limit with N API processes, and forget it on each restart (decision 0161).
 */
function lojaNoBanco(repo: RepositorioDeLimitesDeRequisicao) {
  return class LojaNoBanco {
    constructor(
      _opcoes: unknown,
      private readonly prefixo = 'req:',
    ) {}

    incr(chave: string, pronto: Retorno, janelaMs: number): void {
      repo.somar(this.prefixo + chave, janelaMs).then(
        (j) => pronto(null, { current: j.contagem, ttl: j.restanteMs }),
        (erro: Error) => pronto(erro),
      );
    }

    read(chave: string, pronto: Retorno, janelaMs: number): void {
      repo.ler(this.prefixo + chave, janelaMs).then(
        (j) => pronto(null, { current: j.contagem, ttl: j.restanteMs }),
        (erro: Error) => pronto(erro),
      );
    }

    // The plugin passes the route's merged options, with routeInfo (its type only declares RouteOptions).
    child(opcoesDaRota: object) {
      const { method, url } = (opcoesDaRota as { routeInfo: { method: string; url: string } }).routeInfo;
      return new LojaNoBanco(undefined, `req:${method}${url}:`);
    }
  };
}

/** Off by default; routes that need it (sign-in, e-mail flows) opt in with config.rateLimit. */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      store: lojaNoBanco(new RepositorioDeLimitesDeRequisicao(app.db)),
      errorResponseBuilder: (_req, contexto) => ({
        statusCode: contexto.statusCode,
        message: Mensagem.muitasRequisicoes,
        errors: [Mensagem.muitasRequisicoes],
      }),
    });
  },
  { name: 'limite-de-requisicoes', dependencies: ['db'] },
);
