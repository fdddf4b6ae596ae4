import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { RepositorioDeCatalogo } from '../../repositories/catalogo.js';
import { RepositorioDeContadores } from '../../repositories/contadores.js';
import { RepositorioDeTokensGovBr } from '../../repositories/govbr-tokens.js';
import { RepositorioDeInscricoes } from '../../repositories/inscricoes.js';
import { RepositorioDeMensagens } from '../../repositories/mensagens.js';
import { RepositorioDePeriodos } from '../../repositories/periodos.js';
import { RepositorioDeQuestionarios } from '../../repositories/questionarios.js';
import {
  COLUNAS_DADOS_CADASTRAIS,
  COLUNAS_ENDERECO,
  COLUNAS_SOCIOECONOMICOS,
  RepositorioDeRegistro,
} from '../../repositories/registros.js';
import { RepositorioDeUsuarios } from '../../repositories/usuarios.js';
import { ServicoDeInscricoes } from '../../services/inscricoes.js';
import { ServicoDeEmail } from '../../services/email.js';
import { ServicoDeLimiteDeLogin } from '../../services/limite-de-login.js';

function criarRepositorios(app: FastifyInstance) {
  const db = app.db;
  const mensagens = new RepositorioDeMensagens(db);
  const contadores = new RepositorioDeContadores(db);
  const limites = { livresPorPar: app.config.loginMaxTentativas, falhasPorEndereco: app.config.loginMaxPorEndereco };
  return {
    usuarios: new RepositorioDeUsuarios(db),
    contadores,
    tokensGovBr: new RepositorioDeTokensGovBr(db),
    limiteDeLogin: new ServicoDeLimiteDeLogin(db, contadores, limites),
    mensagens,
    email: new ServicoDeEmail(mensagens, app.config.portalUrl),
    catalogo: new RepositorioDeCatalogo(db, app.config.exibirTurmasDeTeste),
    inscricoes: new RepositorioDeInscricoes(db),
    servicoInscricoes: new ServicoDeInscricoes(db),
    questionarios: new RepositorioDeQuestionarios(db),
    periodos: new RepositorioDePeriodos(db),
    dadosCadastrais: new RepositorioDeRegistro(db, 'dados_cadastrais', COLUNAS_DADOS_CADASTRAIS),
    endereco: new RepositorioDeRegistro(db, 'endereco', COLUNAS_ENDERECO),
    socioeconomicos: new RepositorioDeRegistro(db, 'dados_socioeconomicos', COLUNAS_SOCIOECONOMICOS),
  };
}

export type Repositorios = ReturnType<typeof criarRepositorios>;

/** Repositories and services over the one database, as `app.repos`. */
export default fp(async (app) => {
  app.decorate('repos', criarRepositorios(app));
});

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositorios;
  }
}
