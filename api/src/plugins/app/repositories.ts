import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { RepositorioDeAlteracoesDeEmail } from '../../repositories/alteracoes-de-email.js';
import { RepositorioDeCatalogo } from '../../repositories/catalogo.js';
import { RepositorioDeContadores } from '../../repositories/contadores.js';
import { RepositorioDeConvocacoes } from '../../repositories/convocacoes.js';
import { RepositorioDoRelogioDeTeste } from '../../repositories/relogio-de-teste.js';
import { RepositorioDaEquipe } from '../../repositories/equipe.js';
import { RepositorioDeGestao } from '../../repositories/gestao.js';
import { RepositorioDeTokensGovBr } from '../../repositories/govbr-tokens.js';
import { RepositorioDeInscricoes } from '../../repositories/inscricoes.js';
import { RepositorioDoLimiteDeLogin } from '../../repositories/limite-de-login.js';
import { RepositorioDeMensagens } from '../../repositories/mensagens.js';
import { RepositorioDePageviews } from '../../repositories/pageviews.js';
import { RepositorioDePagamentos } from '../../repositories/pagamentos.js';
import { RepositorioDePerguntasFaq } from '../../repositories/perguntas-faq.js';
import { RepositorioDePeriodos } from '../../repositories/periodos.js';
import { RepositorioDeQuestionarios } from '../../repositories/questionarios.js';
import {
  COLUNAS_DADOS_CADASTRAIS,
  COLUNAS_ENDERECO,
  COLUNAS_SOCIOECONOMICOS,
  RepositorioDeRegistro,
} from '../../repositories/registros.js';
import { RepositorioDeSaude } from '../../repositories/saude.js';
import { RepositorioDeSessoes } from '../../repositories/sessoes.js';
import { RepositorioDeUsuarios } from '../../repositories/usuarios.js';

/** Every repository over the one database: the only objects that hold SQL (decision 0911). */
function criarRepositorios(app: FastifyInstance) {
  const db = app.db;
  return {
    usuarios: new RepositorioDeUsuarios(db),
    sessoes: new RepositorioDeSessoes(db),
    alteracoesDeEmail: new RepositorioDeAlteracoesDeEmail(db),
    contadores: new RepositorioDeContadores(db),
    limiteDeLogin: new RepositorioDoLimiteDeLogin(db),
    tokensGovBr: new RepositorioDeTokensGovBr(db),
    mensagens: new RepositorioDeMensagens(db),
    catalogo: new RepositorioDeCatalogo(db.replica ?? db, app.config.exibirTurmasDeTeste, db),
    perguntasFaq: new RepositorioDePerguntasFaq(db),
    gestao: new RepositorioDeGestao(db, app.config.exibirTurmasDeTeste),
    equipe: new RepositorioDaEquipe(db),
    inscricoes: new RepositorioDeInscricoes(db),
    convocacoes: new RepositorioDeConvocacoes(db),
    relogioDeTeste: new RepositorioDoRelogioDeTeste(db),
    questionarios: new RepositorioDeQuestionarios(db),
    periodos: new RepositorioDePeriodos(db),
    pagamentos: new RepositorioDePagamentos(db),
    pageviews: new RepositorioDePageviews(db),
    saude: new RepositorioDeSaude(db),
    dadosCadastrais: new RepositorioDeRegistro(db, 'dados_cadastrais', COLUNAS_DADOS_CADASTRAIS),
    endereco: new RepositorioDeRegistro(db, 'endereco', COLUNAS_ENDERECO),
    socioeconomicos: new RepositorioDeRegistro(db, 'dados_socioeconomicos', COLUNAS_SOCIOECONOMICOS),
  };
}

export type Repositorios = ReturnType<typeof criarRepositorios>;

/** Repositories as `app.repos`; the rules that use them are `app.services` (plugins/app/services.ts). */
export default fp(async (app) => {
  app.decorate('repos', criarRepositorios(app));
});

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositorios;
  }
}
