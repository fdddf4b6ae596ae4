import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailConfirmadoResponseSchema,
  esqueciSenhaSchema,
  idParamSchema,
  Mensagem,
  redefinirSenhaSchema,
} from '@portal/contracts';
import { Erros } from '../../../lib/http-error.js';
import { interpretarLogin } from '../../../lib/login.js';
import { gerarHashSenha } from '../../../lib/senha.js';
import { exigirSenhaAceitavel } from '../../../lib/senha-aceitavel.js';
import { exigirDono } from '../../../plugins/app/auth.js';
import type { UsuarioLinha } from '../../../repositories/usuarios.js';

const tags = ['usuário: e-mail e senha'];
const origem = z.object({ origem: z.coerce.number().int().min(0).max(2).optional() });
const limite = { rateLimit: { max: 10, timeWindow: '1 minute' } };
const ACEITO = {
  message: 'Se a conta existir, enviaremos as instruções para o e-mail cadastrado.',
  errors: [] as string[],
};
/** Reset e-mails per account and hour: enough for a citizen who lost one, too few to flood an inbox. */
const RESETS_POR_HORA = 3;

/** E-mail confirmation and password reset: links with single-use, expiring tokens written to the outbox. */
const emailESenha: FastifyPluginAsyncZod = async (app) => {
  // Over the limit the answer stays the same 202 (no hint that the account exists); only the e-mail is not sent.
  const pedirRedefinicao = async (usuario: UsuarioLinha | undefined) => {
    if (
      usuario &&
      (await app.repos.contadores.permitir(`reset:conta:${usuario.id}`, RESETS_POR_HORA, 3600))
    ) {
      await app.repos.email.redefinicaoSenha(usuario);
    }
  };

  app.get(
    '/:id/email/confirmed',
    {
      onRequest: app.autenticar,
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: idParamSchema,
        response: { 200: emailConfirmadoResponseSchema },
      },
    },
    async (request) => {
      exigirDono(request, request.params.id);
      const usuario = await app.repos.usuarios.porId(request.params.id);
      if (!usuario?.email_confirmado) throw Erros.naoEncontrado('E-mail ainda não confirmado.');
      return { confirmado: true as const };
    },
  );

  app.post(
    '/:id/confirmation/email',
    {
      onRequest: app.autenticar,
      config: limite,
      schema: { tags, security: [{ bearer: [] }], params: idParamSchema, querystring: origem },
    },
    async (request, reply) => {
      exigirDono(request, request.params.id);
      const usuario = await app.repos.usuarios.porId(request.params.id);
      if (!usuario) throw Erros.naoEncontrado();
      if (usuario.email_confirmado) throw Erros.conflito(Mensagem.emailJaConfirmado);
      await app.repos.email.confirmacao(usuario);
      return reply.status(202).send({ message: 'Enviamos um novo link de confirmação.', errors: [] });
    },
  );

  // The token in the link is the proof: the page may be opened on another device, signed in or not.
  app.post(
    '/:id/confirmation',
    {
      config: limite,
      schema: {
        tags,
        params: idParamSchema,
        querystring: origem.extend({ token: z.string().min(10).max(200) }),
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await app.repos.mensagens.consumirToken(id, 'CONFIRMACAO_EMAIL', request.query.token))) {
        throw Erros.regra(Mensagem.linkInvalido);
      }
      await app.repos.usuarios.confirmarEmail(id);
      return { message: 'E-mail confirmado.', errors: [] };
    },
  );

  app.post(
    '/:id/password/reset/email',
    { config: limite, schema: { tags, params: idParamSchema, querystring: origem } },
    async (request, reply) => {
      await pedirRedefinicao(await app.repos.usuarios.porId(request.params.id));
      return reply.status(202).send(ACEITO);
    },
  );

  app.post(
    '/password/reset/email',
    { config: limite, schema: { tags, querystring: origem, body: esqueciSenhaSchema } },
    async (request, reply) => {
      const login = interpretarLogin(request.body.login);
      const usuario = login ? await app.repos.usuarios.porLogin(login) : undefined;
      await pedirRedefinicao(usuario);
      return reply.status(202).send(ACEITO);
    },
  );

  app.post(
    '/:id/password/reset',
    { config: limite, schema: { tags, params: idParamSchema, body: redefinirSenhaSchema } },
    async (request) => {
      const { id } = request.params;
      if (request.body.id !== id) throw Erros.regra(Mensagem.linkInvalido);
      const usuario = await app.repos.usuarios.porId(id);
      if (usuario) {
        const conta = { nome: usuario.nome, cpf: usuario.cpf, dataNascimento: usuario.data_nascimento };
        exigirSenhaAceitavel(request.body.senha, conta);
      }
      if (!(await app.repos.mensagens.consumirToken(id, 'REDEFINICAO_SENHA', request.body.token))) {
        throw Erros.regra(Mensagem.linkInvalido);
      }
      await app.repos.usuarios.trocarSenha(id, await gerarHashSenha(request.body.senha));
      // Whoever knew the old password loses every session.
      await app.sessoes.revogarTodas(id, 'senha redefinida');
      // The link proved the owner: sign-in delays piled up by an attacker no longer apply.
      await app.repos.limiteDeLogin.liberar(id);
      return { message: Mensagem.senhaAlterada, errors: [] };
    },
  );
};

export default emailESenha;
