import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { RepositorioDeAlteracoesDeEmail } from '../../conta/alteracoes-de-email.repositorio.js';
import { RepositorioDeCatalogo } from '../../catalogo/catalogo.repositorio.js';
import { RepositorioDeContadores } from '../../limites/contadores.repositorio.js';
import { RepositorioDeConvocacoes } from '../../convocacao/convocacoes.repositorio.js';
import { RepositorioDoRelogioDeTeste } from '../../dev/relogio-de-teste.repositorio.js';
import { RepositorioDaEquipe } from '../../gestao/equipe.repositorio.js';
import { RepositorioDeGestao } from '../../gestao/gestao.repositorio.js';
import { RepositorioDeTokensGovBr } from '../../govbr/govbr-tokens.repositorio.js';
import { RepositorioDeInscricoes } from '../../inscricao/inscricoes.repositorio.js';
import { RepositorioDoLimiteDeLogin } from '../../sessao/limite-de-login.repositorio.js';
import { RepositorioDeMensagens } from '../../mensagens/mensagens.repositorio.js';
import { RepositorioDePageviews } from '../../analytics/pageviews.repositorio.js';
import { RepositorioDePagamentos } from '../../pagamento/pagamentos.repositorio.js';
import { RepositorioDePerguntasFaq } from '../../catalogo/perguntas-faq.repositorio.js';
import { RepositorioDePeriodos } from '../../catalogo/periodos.repositorio.js';
import { RepositorioDeQuestionarios } from '../../questionarios/questionarios.repositorio.js';
import {
  COLUNAS_DADOS_CADASTRAIS,
  COLUNAS_ENDERECO,
  COLUNAS_SOCIOECONOMICOS,
  RepositorioDeRegistro,
} from '../../candidato/registros.repositorio.js';
import { RepositorioDeSaude } from '../../saude/saude.repositorio.js';
import { RepositorioDeSessoes } from '../../sessao/sessoes.repositorio.js';
import { RepositorioDeUsuarios } from '../../conta/usuarios.repositorio.js';

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
