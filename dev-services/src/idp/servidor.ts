/** Starts the gov.br-shaped OpenID provider on its own port (IDP_PORT, default 4000). */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Provider from 'oidc-provider';
import { lerConfigIdp, type ConfigIdp } from '../config/env.js';
import { criarAdaptador } from './adaptador.js';
import { abrirArmazem } from './armazem.js';
import { carregarOuCriarChaves, carregarOuCriarChavesDeCookie } from './chaves.js';
import { configuracaoProvedor } from './configuracao.js';
import { tratarInteracao } from './interacoes.js';
import { MENSAGEM_SESSAO_EXPIRADA, paginaErro } from './pagina-erro.js';
import { fechar, ouvir, type ServicoIniciado } from '../shared/servico.js';

export type { ServicoIniciado };

function aoFalharInteracao(res: ServerResponse, erro: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const nome = (erro as Error).name;
  res.writeHead(nome === 'SessionNotFound' ? 400 : 500, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(
    paginaErro(
      nome === 'SessionNotFound' ? MENSAGEM_SESSAO_EXPIRADA : 'Erro inesperado no provedor de identidade.',
    ),
  );
}

/**
 * Port 0 picks a free port (tests); the issuer then defaults to `http://localhost:<that port>/`, because it can only
 * be known after listening.
 */
export async function startIdp(opcoes: Partial<ConfigIdp> = {}): Promise<ServicoIniciado> {
  const config: ConfigIdp = { ...lerConfigIdp(), ...opcoes };
  const chaves = await carregarOuCriarChaves(config.dataDir);
  const chavesDeCookie = await carregarOuCriarChavesDeCookie(config.dataDir);
  const armazem = abrirArmazem({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let atender: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end();
  const servidor = createServer((req, res) => atender(req, res));
  const porta = await ouvir(servidor, config.port, config.host);
  const issuer = config.issuer ?? `http://localhost:${porta}/`;
  const adaptador = criarAdaptador(armazem);
  const provider = new Provider(issuer, configuracaoProvedor(config, { chaves, chavesDeCookie, adaptador }));
  const oidc = provider.callback();
  atender = (req, res) => {
    tratarInteracao(provider, req, res)
      .then(async (tratada) => {
        if (!tratada) await oidc(req, res);
      })
      .catch((erro: unknown) => aoFalharInteracao(res, erro));
  };
  return { url: issuer, close: () => fechar(servidor).finally(() => armazem.close()) };
}
