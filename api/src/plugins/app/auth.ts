import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { AccessTokenClaims } from '@portal/contracts';
import { exigirDonoOuAdministrador } from '../../lib/autor.js';
import { Erros } from '../../lib/http-error.js';
import { EmissorDeTokens } from '../../lib/jwt.js';
import { obterSegredoJwt } from '../../lib/segredo-jwt.js';
import { ServicoDeSessoes } from '../../sessao/index.js';

/** Bearer authentication: a valid, unexpired token whose server session was not revoked. */
export default fp(
  async (app) => {
    const segredo = await obterSegredoJwt(app.config.jwtSecret, app.config.dataDir);
    const tokens = new EmissorDeTokens(segredo, app.config.accessTokenTtlSeconds);
    const sessoes = new ServicoDeSessoes(app.repos.sessoes, tokens, {
      absolutaSegundos: app.config.refreshTokenTtlSeconds,
      ociosaSegundos: app.config.refreshTokenIdleSeconds,
    });
    app.decorate('tokens', tokens);
    app.decorate('sessoes', sessoes);
    app.decorateRequest('usuario', null);
    app.decorateRequest('sessaoPendente', false);

    app.addHook('onSend', async (request, reply) => {
      // Answers about a signed-in user are personal: no browser or proxy may keep them.
      if (request.usuario) reply.header('cache-control', 'no-store');
      // A route that took the session check into its own read but answered success without it would serve a revoked
      // session: a programming error, answered 500 rather than let through.
      if (request.sessaoPendente && reply.statusCode < 400)
        throw new Error('rota não conferiu a sessão do token');
    });

    app.decorate('autenticar', async (request: FastifyRequest) => {
      const [tipo, token] = (request.headers.authorization ?? '').split(' ');
      if (tipo?.toLowerCase() !== 'bearer' || !token) throw Erros.naoAutenticado();
      const claims = await tokens.verificar(token);
      // A route marked sessaoNaLeitura checks the session (and the role) in its first read instead: one round trip
      // less (0177). Elsewhere the one query of the session check also reads the role as the database has it now: a
      // demoted Administrador's token, still signed "Administrador", gets 403 at the next request (issue 27 item 3).
      if (request.routeOptions.config.sessaoNaLeitura) {
        request.sessaoPendente = true;
        request.usuario = claims;
        return;
      }
      const papel = await sessoes.papelDaSessaoAtiva(claims.sessao, claims.sid);
      if (!papel) throw Erros.naoAutenticado();
      request.usuario = { ...claims, role: papel };
    });
  },
  { name: 'auth', dependencies: ['repositorios'] },
);

/** The caller, after `autenticar` ran. */
export function usuarioDe(request: FastifyRequest): AccessTokenClaims {
  if (!request.usuario) throw Erros.naoAutenticado();
  return request.usuario;
}

/** For a sessaoNaLeitura route: its read found the token's session live (a revoked one must have thrown 401). */
export function sessaoConferida(request: FastifyRequest): void {
  request.sessaoPendente = false;
}

/** A path or body naming another user's id is refused, unless the caller is an administrator. */
export function exigirDono(request: FastifyRequest, idUsuario: number): AccessTokenClaims {
  const usuario = usuarioDe(request);
  exigirDonoOuAdministrador(usuario, idUsuario);
  return usuario;
}

export function exigirPapel(request: FastifyRequest, papeis: readonly string[]): AccessTokenClaims {
  const usuario = usuarioDe(request);
  if (!papeis.includes(usuario.role)) throw Erros.acessoNegado();
  return usuario;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: EmissorDeTokens;
    sessoes: ServicoDeSessoes;
    autenticar: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    usuario: AccessTokenClaims | null;
    /** The token is valid but its server session is still to be checked by the route's own read. */
    sessaoPendente: boolean;
  }
  interface FastifyContextConfig {
    /** The route checks the token's session in its first read (sessaoConferida), not in a query of its own. */
    sessaoNaLeitura?: boolean;
  }
}
