import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import {
  ServicoDeAlteracaoDeEmail,
  ServicoDeCadastro,
  ServicoDeRedefinicaoDeSenha,
} from '../../conta/index.js';
import { ServicoDeContaPeloGovbr } from '../../govbr/index.js';
import { ServicoDeEmail } from '../../mensagens/index.js';
import { ServicoDeConvocacao } from '../../convocacao/index.js';
import { ServicoDaEquipe, ServicoDeGestao } from '../../gestao/index.js';
import { ServicoDeInscricoes } from '../../inscricao/index.js';
import { LimiteDeEnumeracao } from '../../limites/index.js';
import { ServicoDeLimiteDeLogin } from '../../sessao/index.js';

/** The rules over the repositories (decision 0911): routes call these for anything beyond one read or write. */
function criarServicos(app: FastifyInstance) {
  const { repos, config } = app;
  const limites = { livresPorPar: config.loginMaxTentativas, falhasPorEndereco: config.loginMaxPorEndereco };
  const convocacao = new ServicoDeConvocacao(app.db, repos.convocacoes, repos.inscricoes, repos.gestao, {
    portalUrl: config.portalUrl,
    diasUteis: config.convocacaoDiasUteis,
  });
  const email = new ServicoDeEmail(repos.mensagens, config.portalUrl);
  return {
    email,
    cadastro: new ServicoDeCadastro(app.db),
    alteracaoDeEmail: new ServicoDeAlteracaoDeEmail(app.db, email),
    redefinicaoDeSenha: new ServicoDeRedefinicaoDeSenha(app.db),
    contaPeloGovbr: new ServicoDeContaPeloGovbr(app.db),
    convocacao,
    inscricoes: new ServicoDeInscricoes(app.db, repos.inscricoes, convocacao),
    gestao: new ServicoDeGestao(app.db, repos.gestao, (tx, idTurma, idAutor, diasUteis) =>
      convocacao.convocarDaEspera(tx, idTurma, idAutor, diasUteis),
    ),
    equipe: new ServicoDaEquipe(app.db, repos.equipe),
    limiteDeLogin: new ServicoDeLimiteDeLogin(repos.limiteDeLogin, repos.contadores, limites),
    limiteDeEnumeracao: new LimiteDeEnumeracao(repos.contadores),
  };
}

export type Servicos = ReturnType<typeof criarServicos>;

/** Services as `app.services`, after `app.repos`. */
export default fp(
  async (app) => {
    app.decorate('services', criarServicos(app));
  },
  { name: 'servicos', dependencies: ['db', 'repositorios'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    services: Servicos;
  }
}
