import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The application's plugins (plugins/app) a domain module may need, by the name each one registers. */
export type PluginDaAplicacao =
  'db' | 'repositorios' | 'servicos' | 'auth' | 'cliente-govbr' | 'sobrecarga' | 'limite-de-requisicoes';

/**
 * A domain folder's routes as one named Fastify plugin that declares the application plugins it uses (issue 31 §1,
 * decision 0301), as Fastify's reference application does: registered without one of them, Fastify refuses to start
 * and names both. Each routes file is registered inside as a plugin of its own, so its hooks (the catalogue's public
 * cache, the developer tools' loopback guard) stay where they were; the module itself is encapsulated too.
 */
export function moduloDoDominio(
  nome: string,
  dependencias: PluginDaAplicacao[],
  ...rotas: (FastifyPluginAsync | FastifyPluginAsyncZod)[]
) {
  return fp(
    async (app) => {
      for (const arquivo of rotas) await app.register(arquivo);
    },
    { name: nome, dependencies: dependencias, encapsulate: true },
  );
}
