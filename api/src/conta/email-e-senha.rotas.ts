import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { definicoesConta as d } from '@portal/contracts';
import { eEnderecoProvisorio, Mensagem } from '@portal/contracts';
import { Erros } from '../lib/http-error.js';
import { interpretarLogin } from '../lib/login.js';
import { gerarHashSenha } from '../lib/senha.js';
import { exigirSenhaAceitavel } from '../lib/senha-aceitavel.js';
import { exigirDono } from '../plugins/app/auth.js';
import type { UsuarioLinha } from './usuarios.repositorio.js';
import { rota, SEGURANCA_BEARER } from '../lib/rota.js';

const tags = ['usuário: e-mail e senha'];
const limite = { rateLimit: { max: 10, timeWindow: '1 minute' } };
/**
 * Confirming sends nothing and its single-use 256-bit token cannot be guessed, so the limit only stops a flood: one
 * mobile-carrier address (CGNAT) carries many citizens confirming at once on enrolment day.
 */
const limiteDaConfirmacao = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const ACEITO = {
  message: 'Se a conta existir, enviaremos as instruções para o e-mail cadastrado.',
  errors: [] as string[],
};
/** Reset e-mails per account and hour: enough for a citizen who lost one, too few to flood an inbox. */
const RESETS_POR_HORA = 3;
/**
 * Confirmation links per address and hour, on request: the same reasoning. Registering someone else's address is
 * free, and each press of "Reenviar" mailed it.
 */
const CONFIRMACOES_POR_HORA = 3;

/** E-mail confirmation and password reset: links with single-use, expiring tokens written to the outbox. */
const emailESenha: FastifyPluginAsyncZod = async (app) => {
  // Over the limit the answer stays the same 202 (no hint that the account exists); only the e-mail is not sent.
  const pedirRedefinicao = async (usuario: UsuarioLinha | undefined) => {
    // Only to a confirmed address (issue 27 §2): an address nobody proved is not where a password is handed over.
    if (
      usuario?.email_confirmado &&
      (await app.repos.contadores.permitir(`reset:conta:${usuario.id}`, RESETS_POR_HORA, 3600))
    ) {
      await app.services.email.redefinicaoSenha(usuario);
    }
  };

  app.route({
    ...rota(d.emailConfirmado, { tags, security: SEGURANCA_BEARER }),
    onRequest: app.autenticar,
    handler: async (request) => {
      exigirDono(request, request.params.id);
      const usuario = await app.repos.usuarios.porId(request.params.id);
      if (!usuario?.email_confirmado) throw Erros.naoEncontrado('E-mail ainda não confirmado.');
      return { confirmado: true as const };
    },
  });

  app.route({
    ...rota(d.reenviarConfirmacao, { tags, security: SEGURANCA_BEARER }),
    onRequest: app.autenticar,
    config: limite,
    handler: async (request, reply) => {
      exigirDono(request, request.params.id);
      const usuario = await app.repos.usuarios.porId(request.params.id);
      if (!usuario) throw Erros.naoEncontrado();
      if (usuario.email_confirmado) throw Erros.conflito(Mensagem.emailJaConfirmado);
      if (eEnderecoProvisorio(usuario.email)) throw Erros.conflito(Mensagem.contaSemEmail);
      const chave = `confirmacao:para:${usuario.email.toLowerCase()}`;
      if (!(await app.repos.contadores.permitir(chave, CONFIRMACOES_POR_HORA, 3600)))
        throw Erros.muitasRequisicoes();
      await app.services.email.confirmacao(usuario);
      return reply.status(202).send({ message: 'Enviamos um novo link de confirmação.', errors: [] });
    },
  });

  // The token in the link is the proof: the page may be opened on another device, signed in or not.
  app.route({
    ...rota(d.confirmarEmail, { tags }),
    config: limiteDaConfirmacao,
    handler: async (request) => {
      const { id } = request.params;
      // The same page opens the two links of an e-mail change (issue 27 §2): the token says which one it is.
      const alteracao = await app.services.alteracaoDeEmail.usarLink(id, request.query.token);
      if (alteracao?.tipo === 'confirmada')
        return { message: Mensagem.alteracaoDeEmailConfirmada, errors: [] };
      if (alteracao?.tipo === 'desfeita') return { message: Mensagem.alteracaoDeEmailDesfeita, errors: [] };
      if (!(await app.repos.mensagens.consumirToken(id, 'CONFIRMACAO_EMAIL', request.query.token))) {
        throw Erros.regra(Mensagem.linkInvalido);
      }
      await app.repos.usuarios.confirmarEmail(id);
      return { message: 'E-mail confirmado.', errors: [] };
    },
  });

  app.route({
    ...rota(d.pedirRedefinicaoPorId, { tags }),
    config: limite,
    handler: async (request, reply) => {
      await pedirRedefinicao(await app.repos.usuarios.porId(request.params.id));
      return reply.status(202).send(ACEITO);
    },
  });

  app.route({
    ...rota(d.pedirRedefinicao, { tags }),
    config: limite,
    handler: async (request, reply) => {
      const login = interpretarLogin(request.body.login);
      const usuario = login ? await app.repos.usuarios.porLogin(login) : undefined;
      await pedirRedefinicao(usuario);
      return reply.status(202).send(ACEITO);
    },
  });

  app.route({
    ...rota(d.redefinirSenha, { tags }),
    config: limite,
    handler: async (request) => {
      const { id } = request.params;
      if (request.body.id !== id) throw Erros.regra(Mensagem.linkInvalido);
      if (!(await app.services.redefinicaoDeSenha.linkValido(id, request.body.token)))
        throw Erros.regra(Mensagem.linkInvalido);
      const usuario = await app.repos.usuarios.porId(id);
      if (usuario) {
        const conta = { nome: usuario.nome, cpf: usuario.cpf, dataNascimento: usuario.data_nascimento };
        exigirSenhaAceitavel(request.body.senha, conta);
      }
      // Hashed before the single-use token is spent, so a 503 of the hash queue leaves the link usable.
      const senhaHash = await app.filaDeHash.executar(() => gerarHashSenha(request.body.senha));
      // Whoever knew the old password loses every session, in the same transaction as the new password.
      if (!(await app.services.redefinicaoDeSenha.redefinir(id, request.body.token, senhaHash))) {
        throw Erros.regra(Mensagem.linkInvalido);
      }
      // The link proved the owner: sign-in delays piled up by an attacker no longer apply.
      await app.services.limiteDeLogin.liberar(id);
      return { message: Mensagem.senhaAlterada, errors: [] };
    },
  });
};

export default emailESenha;
