import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { RepositorioDeAlteracoesDeEmail, RepositorioDeUsuarios } from '../../conta/index.js';
import {
  RepositorioDeCatalogo,
  RepositorioDePerguntasFaq,
  RepositorioDePeriodos,
} from '../../catalogo/index.js';
import { RepositorioDeContadores } from '../../limites/index.js';
import { RepositorioDeConvocacoes } from '../../convocacao/index.js';
import { RepositorioDoRelogioDeTeste } from '../../dev/index.js';
import { RepositorioDaEquipe, RepositorioDeGestao } from '../../gestao/index.js';
import { RepositorioDeTokensGovBr } from '../../govbr/index.js';
import { RepositorioDeInscricoes } from '../../inscricao/index.js';
import { RepositorioDoLimiteDeLogin, RepositorioDeSessoes } from '../../sessao/index.js';
import { RepositorioDeMensagens } from '../../mensagens/index.js';
import { RepositorioDePageviews } from '../../analytics/index.js';
import { RepositorioDePagamentos } from '../../pagamento/index.js';
import { RepositorioDeQuestionarios } from '../../questionarios/index.js';
import {
  COLUNAS_DADOS_CADASTRAIS,
  COLUNAS_ENDERECO,
  COLUNAS_SOCIOECONOMICOS,
  RepositorioDeRegistro,
} from '../../candidato/index.js';
import { RepositorioDeSaude } from '../../saude/index.js';

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
export default fp(
  async (app) => {
    app.decorate('repos', criarRepositorios(app));
  },
  { name: 'repositorios', dependencies: ['db'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositorios;
  }
}
