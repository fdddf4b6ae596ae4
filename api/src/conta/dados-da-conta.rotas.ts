import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { definicoesConta as d } from '@portal/contracts';
import { Mensagem } from '@portal/contracts';
import { Erros } from '../lib/http-error.js';
import { senhaConfere } from '../lib/senha.js';
import { dataBrParaIso, dataIsoParaBr } from '../lib/login.js';
import { exigirDono } from '../plugins/app/auth.js';
import type { UsuarioLinha } from './usuarios.repositorio.js';
import { paraUsuario } from './perfil.js';
import { exigirIdadeMinima } from './idade-minima.js';
import { rota, SEGURANCA_BEARER } from '../lib/rota.js';

const tags = ['usuário: conta'];
const CINCO_MINUTOS = 5 * 60;
const UM_DIA = 24 * 60 * 60;
/** E-mail change requests per account and day: a citizen who mistyped twice still gets through. */
const ALTERACOES_POR_CONTA_E_DIA = 5;
/** Change links one address may receive a day. */
const LINKS_POR_DESTINATARIO_E_DIA = 3;
const security = SEGURANCA_BEARER;

/** The signed-in user's own account: read, update, accept the terms, change the e-mail. */
const conta: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.autenticar);

  async function carregar(id: number): Promise<UsuarioLinha> {
    const usuario = await app.repos.usuarios.porId(id);
    if (!usuario) throw Erros.naoEncontrado();
    return usuario;
  }

  async function exigirEmailLivre(email: string, id: number) {
    if (await app.repos.usuarios.emailComprovadoPorOutra(email, id))
      throw Erros.conflito(Mensagem.emailEmUso);
  }

  /** The profile forms carry the e-mail, but only "Alterar e-mail" changes it (issue 27 §2). */
  function exigirMesmoEmail(antes: UsuarioLinha, email: string) {
    if (antes.email.toLowerCase() !== email.toLowerCase())
      throw Erros.naoProcessavel(Mensagem.emailSoPelaAlteracao);
  }

  /**
   * Whoever holds a session is not yet the owner (a shared computer): the current password, or for an account that has
   * none, a gov.br sign-in in the last 5 minutes.
   */
  async function exigirProvaDoDono(usuario: UsuarioLinha, sessao: string, senha: string | undefined) {
    if (usuario.senha_hash === null) {
      if (!(await app.repos.sessoes.entradaGovbrRecente(sessao, CINCO_MINUTOS)))
        throw Erros.proibido(Mensagem.entreDeNovoComGovbr);
      return;
    }
    if (!senha) throw Erros.regra(Mensagem.senhaAtualObrigatoria);
    if (!(await app.filaDeHash.executar(() => senhaConfere(usuario.senha_hash, senha))))
      throw Erros.regra(Mensagem.senhaAtualIncorreta);
  }

  app.route({
    ...rota(d.porId, { tags, security }),
    handler: async (request) => {
      exigirDono(request, request.params.id);
      return paraUsuario(await carregar(request.params.id));
    },
  });

  app.route({
    ...rota(d.atualizar, { tags, security }),
    handler: async (request) => {
      exigirDono(request, request.params.id);
      const antes = await carregar(request.params.id);
      exigirMesmoEmail(antes, request.body.email);
      exigirIdadeMinima(request.body.dataNascimento);
      await app.repos.usuarios.atualizarPerfil(antes.id, {
        ...request.body,
        email: antes.email,
        dataNascimento: dataBrParaIso(request.body.dataNascimento),
      });
      // The owner saw and saved their data: the review asked after gov.br took the account back is done.
      await app.repos.usuarios.cadastroRevisado(antes.id);
      return paraUsuario(await carregar(antes.id));
    },
  });

  app.route({
    ...rota(d.dadosAtualizacaoCadastro, { tags, security }),
    handler: async (request) => {
      exigirDono(request, request.params.id);
      const u = await carregar(request.params.id);
      return {
        nome: u.nome,
        email: u.email,
        dataNascimento: dataIsoParaBr(u.data_nascimento),
        aceitouTermo: u.aceitou_termo,
      };
    },
  });

  app.route({
    ...rota(d.atualizarCadastro, { tags, security }),
    handler: async (request) => {
      const chamador = exigirDono(request, request.params.id);
      const antes = await carregar(request.params.id);
      exigirMesmoEmail(antes, request.body.email);
      exigirIdadeMinima(request.body.dataNascimento);
      await app.repos.usuarios.atualizarPerfil(antes.id, {
        ...request.body,
        email: antes.email,
        dataNascimento: dataBrParaIso(request.body.dataNascimento),
      });
      // The answer carries fresh tokens so the accepted terms show in the session of the caller at once.
      return app.sessoes.emitirPar(await carregar(chamador.sid), chamador.sessao);
    },
  });

  app.route({
    ...rota(d.alterarEmail, { tags, security }),
    handler: async (request) => {
      const chamador = exigirDono(request, request.params.id);
      // Each request may send two messages to addresses the requester chose: a few per account and day (issue 27 §8),
      // counted in PostgreSQL; wrong passwords count too, so this is no way to guess one. Counted after the owner
      // check: another account's refused requests must not spend the owner's day.
      if (
        !(await app.repos.contadores.permitir(
          `alteracao-de-email:conta:${request.params.id}`,
          ALTERACOES_POR_CONTA_E_DIA,
          UM_DIA,
        ))
      )
        throw Erros.muitasRequisicoes();
      const usuario = await carregar(request.params.id);
      await exigirProvaDoDono(usuario, chamador.sessao, request.body.senha);
      const email = request.body.email.toLowerCase();
      if (email === usuario.email.toLowerCase()) throw Erros.regra(Mensagem.mesmoEmail);
      await exigirEmailLivre(email, usuario.id);
      // One address receives few change links a day, whichever accounts ask (issue 27 §8).
      if (!(await app.repos.contadores.permitir(`email:para:${email}`, LINKS_POR_DESTINATARIO_E_DIA, UM_DIA)))
        throw Erros.muitasRequisicoes();
      await app.services.alteracaoDeEmail.pedir(usuario, email, chamador.sessao);
      return paraUsuario(await carregar(usuario.id));
    },
  });
};

export default conta;
