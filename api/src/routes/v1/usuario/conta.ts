import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { definicoesUsuario as d } from '@portal/contracts';
import { idadePorAno, Mensagem, Regras } from '@portal/contracts';
import { Erros } from '../../../lib/http-error.js';
import { dataBrParaIso, dataIsoParaBr } from '../../../lib/login.js';
import { exigirDono } from '../../../plugins/app/auth.js';
import type { UsuarioLinha } from '../../../repositories/usuarios.js';
import { paraUsuario } from '../../../services/perfil.js';
import { rota, SEGURANCA_BEARER } from '../../rota.js';

const tags = ['usuário: conta'];
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
    if (await app.repos.usuarios.emailEmUso(email, id)) throw Erros.conflito(Mensagem.emailEmUso);
  }

  function exigirIdadeMinima(dataNascimento: string) {
    if ((idadePorAno(dataNascimento) ?? 0) < Regras.idadeMinimaCadastro)
      throw Erros.regra(Mensagem.idadeMinimaCadastro);
  }

  /** A new e-mail must be confirmed again; the old address is told. */
  async function avisarTrocaDeEmail(antes: UsuarioLinha, depois: UsuarioLinha) {
    if (antes.email.toLowerCase() !== depois.email.toLowerCase())
      await app.services.email.alteracaoEmail(depois, antes.email);
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
      await exigirEmailLivre(request.body.email, antes.id);
      exigirIdadeMinima(request.body.dataNascimento);
      const depois = await app.repos.usuarios.atualizarPerfil(antes.id, {
        ...request.body,
        dataNascimento: dataBrParaIso(request.body.dataNascimento),
      });
      await avisarTrocaDeEmail(antes, depois!);
      return paraUsuario(depois!);
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
      await exigirEmailLivre(request.body.email, antes.id);
      exigirIdadeMinima(request.body.dataNascimento);
      const depois = await app.repos.usuarios.atualizarPerfil(antes.id, {
        ...request.body,
        dataNascimento: dataBrParaIso(request.body.dataNascimento),
      });
      await avisarTrocaDeEmail(antes, depois!);
      // The answer carries fresh tokens so the accepted terms show in the session of the caller at once.
      return app.sessoes.emitirPar(await carregar(chamador.sid), chamador.sessao);
    },
  });

  app.route({
    ...rota(d.alterarEmail, { tags, security }),
    handler: async (request) => {
      exigirDono(request, request.params.id);
      const antes = await carregar(request.params.id);
      await exigirEmailLivre(request.body.email, antes.id);
      const depois = await app.repos.usuarios.alterarEmail(antes.id, request.body.email);
      await avisarTrocaDeEmail(antes, depois!);
      return paraUsuario(depois!);
    },
  });
};

export default conta;
