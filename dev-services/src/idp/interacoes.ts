/**
 * The interaction routes (`/interacao/:uid`): show the sign-in page, check the credentials, hand the result back to
 * oidc-provider. Consent is never asked here: the portal's own client gets its grant in `loadExistingGrant`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { autenticar, somenteDigitos } from './cidadaos.js';
import { MENSAGEM_CREDENCIAIS_INVALIDAS, paginaLogin, type EstadoLogin } from './pagina-login.js';
import { MENSAGEM_SESSAO_EXPIRADA, paginaErro } from './pagina-erro.js';
import { JanelaDeFalhas } from './janela-de-falhas.js';
import { politicaDePagina } from '../shared/politica-de-pagina.js';

const LIMITE_CORPO = 16 * 1024;
const MENSAGEM_MUITAS_TENTATIVAS = 'Muitas tentativas. Aguarde um pouco e tente novamente.';
/** Wrong passwords per address and minute on the sign-in page (one count per IdP), so it is no guessing oracle. */
const falhasPorIdp = new WeakMap<Provider, JanelaDeFalhas>();
function falhasDe(provider: Provider): JanelaDeFalhas {
  if (!falhasPorIdp.has(provider)) falhasPorIdp.set(provider, new JanelaDeFalhas(10, 60_000));
  return falhasPorIdp.get(provider)!;
}
const ROTA = /^\/interacao\/([\w-]+)(?:\/(login|cancelar))?\/?$/;

async function lerFormulario(req: IncomingMessage): Promise<URLSearchParams> {
  let corpo = '';
  for await (const parte of req) {
    corpo += String(parte);
    if (corpo.length > LIMITE_CORPO) throw new Error('Formulário grande demais.');
  }
  return new URLSearchParams(corpo);
}

function responderHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': politicaDePagina(html),
    'X-Frame-Options': 'DENY',
  });
  res.end(html);
}

function validar(cpf: string, senha: string): EstadoLogin['erros'] | undefined {
  const erros: NonNullable<EstadoLogin['erros']> = {};
  if (!cpf.trim()) erros.cpf = 'Informe o CPF.';
  if (!senha) erros.senha = 'Informe a senha.';
  return erros.cpf || erros.senha ? erros : undefined;
}

async function entrar(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
): Promise<void> {
  const endereco = req.socket.remoteAddress ?? '';
  const falhasDeLogin = falhasDe(provider);
  if (falhasDeLogin.excedido(endereco)) {
    responderHtml(res, 429, paginaErro(MENSAGEM_MUITAS_TENTATIVAS));
    return;
  }
  const formulario = await lerFormulario(req);
  const cpf = formulario.get('cpf') ?? '';
  const senha = formulario.get('senha') ?? '';
  const erros = validar(cpf, senha);
  const cidadao = erros ? undefined : autenticar(cpf, senha);
  if (!cidadao) {
    falhasDeLogin.registrar(endereco);
    responderHtml(
      res,
      200,
      paginaLogin({ uid, cpf, erros: erros ?? { geral: MENSAGEM_CREDENCIAIS_INVALIDAS } }),
    );
    return;
  }
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: somenteDigitos(cidadao.cpf) } },
    { mergeWithLastSubmission: false },
  );
}

async function cancelar(provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const resultado = { error: 'access_denied', error_description: 'O cidadão cancelou a entrada.' };
  await provider.interactionFinished(req, res, resultado, { mergeWithLastSubmission: false });
}

/** Handles the request when it is an interaction route; returns false to let oidc-provider answer it. */
export async function tratarInteracao(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const rota = ROTA.exec(new URL(req.url ?? '/', 'http://local').pathname);
  if (!rota) return false;
  // Also proves that the browser holds this interaction's cookie: a request without it is refused here.
  const detalhes = await provider.interactionDetails(req, res);
  const uid = detalhes.uid;
  const acao = rota[2];
  if (rota[1] !== uid) responderHtml(res, 400, paginaErro(MENSAGEM_SESSAO_EXPIRADA));
  else if (!acao && req.method === 'GET') responderHtml(res, 200, paginaLogin({ uid }));
  else if (acao === 'login' && req.method === 'POST') await entrar(provider, req, res, uid);
  else if (acao === 'cancelar' && req.method === 'POST') await cancelar(provider, req, res);
  else responderHtml(res, 405, paginaErro('Método não permitido.'));
  return true;
}
