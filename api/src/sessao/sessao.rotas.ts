import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { definicoesSessao as d } from '@portal/contracts';
import { logoutRequestSchema, Mensagem } from '@portal/contracts';
import { Erros, HttpError } from '../lib/http-error.js';
import { interpretarLogin } from '../lib/login.js';
import { hashParaContaInexistente, senhaConfere } from '../lib/senha.js';
import { exigirDono } from '../plugins/app/auth.js';
import { rota, SEGURANCA_BEARER, semArmazenar } from '../lib/rota.js';
import { moduloDoDominio } from '../lib/modulo-do-dominio.js';

const tags = ['usuário: sessão'];
// A flood guard per address only (counted in PostgreSQL, decision 0161): failed guesses are limited by the counters of decision
// 0151, and a CGNAT address carries hundreds of citizens, so this must stay far above one person's pace.
const porEndereco = { max: 600, timeWindow: '1 minute' };

const falha = () => new HttpError(401, Mensagem.credenciaisInvalidas, [Mensagem.credenciaisInvalidas]);
const espere = (segundos: number) =>
  new HttpError(429, Mensagem.muitasRequisicoes, [Mensagem.muitasRequisicoes], {
    'Retry-After': String(Number.isFinite(segundos) ? segundos : 15 * 60),
  });

/** Credentials sign-in (CPF or e-mail), refresh-token rotation and server-side logout. */
const autenticacao: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', semArmazenar);
  app.route({
    ...rota(d.autenticar, { tags }),
    config: { rateLimit: porEndereco },
    handler: async (request) => {
      const login = interpretarLogin(request.body.login);
      const usuario = login ? await app.repos.usuarios.porLogin(login) : undefined;
      // Counted per account (CPF and e-mail share one counter), or per login text when there is no account.
      const conta = usuario ? `u${usuario.id}` : `l:${request.body.login.trim().toLowerCase()}`;
      const limite = app.services.limiteDeLogin;
      // Checked before the password, so a throttled caller learns nothing about it; the attempt is counted on the
      // account at once, so the ones sent alongside it count it too (decision 0151).
      const { espera, reserva } = await limite.reservar(conta, request.ip, usuario?.id ?? null);
      if (espera > 0) throw espere(espera);
      // The stand-in hash of an unknown account is computed once, and in the queue, like any other.
      const confere = await app.filaDeHash
        .executar(async () =>
          senhaConfere(usuario?.senha_hash ?? (await hashParaContaInexistente()), request.body.senha),
        )
        .catch(async (erro: unknown) => {
          // No password was checked (the queue full: 503): no guess to count.
          await limite.devolver(reserva);
          throw erro;
        });
      if (!confere || !usuario) {
        await limite.falhou(request.ip);
        throw falha();
      }
      // Two independent writes, side by side: the counters forgiven, and the session with its refresh token.
      const [, sessao] = await Promise.all([
        limite.entrou(conta, request.ip, usuario.id),
        app.sessoes.abrir(usuario, 'credenciais'),
      ]);
      return sessao;
    },
  });

  app.route({
    ...rota(d.renovar, { tags }),
    config: { rateLimit: porEndereco },
    handler: async (request) => {
      const sessao = await app.sessoes.consumirRefresh(request.body.id, request.body.refreshToken);
      const usuario = await app.repos.usuarios.porId(request.body.id);
      if (!usuario) throw Erros.naoAutenticado();
      return app.sessoes.emitirPar(usuario, sessao);
    },
  });

  app.route({
    ...rota(d.sair, { tags, security: SEGURANCA_BEARER }),
    handler: async (request, reply) => {
      // The body is optional (a plain logout sends none), so it is checked here rather than by the route schema.
      const corpo = logoutRequestSchema.safeParse(request.body ?? undefined);
      if (!corpo.success)
        throw Erros.invalido(corpo.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
      const refreshToken = corpo.data?.refreshToken;
      const sessaoDoRefresh = refreshToken ? await app.sessoes.sessaoDoRefresh(refreshToken) : null;
      if (sessaoDoRefresh) {
        await app.sessoes.revogar(sessaoDoRefresh, 'logout');
      } else {
        await app.autenticar(request);
        await app.sessoes.revogar(exigirDono(request, request.usuario?.sid ?? 0).sessao, 'logout');
      }
      return reply.status(204).send();
    },
  });
};

export default moduloDoDominio(
  'sessao',
  ['auth', 'repositorios', 'servicos', 'sobrecarga', 'limite-de-requisicoes'],
  autenticacao,
);
