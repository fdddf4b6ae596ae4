import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SENHA_DEMO } from '../db/seed/usuarios.js';

type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface Pedido {
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
  semCsrf?: boolean;
  /** Address of the TCP peer (default 127.0.0.1, which is trusted as a proxy). */
  remoteAddress?: string;
}

const CSRF = 'token-csrf-de-teste';

/** Requests as the portal's axios client sends them: CSRF cookie + header, optional Bearer token. */
export function requisitar(
  app: FastifyInstance,
  method: Metodo,
  url: string,
  pedido: Pedido = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...pedido.headers };
  if (!pedido.semCsrf) {
    headers.cookie = [pedido.headers?.cookie, `XSRF-TOKEN=${CSRF}`].filter(Boolean).join('; ');
    headers['x-xsrf-token'] = CSRF;
  }
  if (pedido.token) headers.authorization = `Bearer ${pedido.token}`;
  const corpo =
    pedido.body === undefined
      ? {}
      : typeof pedido.body === 'string'
        ? { payload: pedido.body }
        : { payload: pedido.body as object };
  if (typeof pedido.body === 'string') headers['content-type'] ??= 'application/json';
  return app.inject({
    method,
    url,
    headers,
    ...corpo,
    ...(pedido.remoteAddress ? { remoteAddress: pedido.remoteAddress } : {}),
  });
}

export interface Sessao {
  id: number;
  token: string;
  refreshToken: string;
}

/** Signs in through the real credentials endpoint. */
export async function entrar(app: FastifyInstance, login: string, senha = SENHA_DEMO): Promise<Sessao> {
  const resposta = await requisitar(app, 'POST', '/v1/usuario/authentication', { body: { login, senha } });
  if (resposta.statusCode !== 200) throw new Error(`login ${login}: ${resposta.statusCode} ${resposta.body}`);
  const { token, refreshToken } = resposta.json() as { token: string; refreshToken: string };
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: number };
  return { id: claims.sid, token, refreshToken };
}

/** A session opened directly (no password hashing), for tests that need many users. */
export async function sessaoDireta(app: FastifyInstance, idUsuario: number): Promise<Sessao> {
  const usuario = await app.repos.usuarios.porId(idUsuario);
  if (!usuario) throw new Error(`usuário ${idUsuario} não existe`);
  const { token, refreshToken } = await app.sessoes.abrir(usuario, 'credenciais');
  return { id: idUsuario, token, refreshToken };
}

export const DEMO = {
  maria: 'maria.silva@exemplo.com.br',
  joao: 'joao.souza@exemplo.com.br',
  ana: 'ana.lima@exemplo.com.br',
  pedro: 'pedro.santos@exemplo.com.br',
  carla: 'carla.dias@exemplo.com.br',
  admin: 'admin@exemplo.com.br',
  bruna: 'bruna.costa@exemplo.com.br',
} as const;

/** Ids of the demo accounts in this database, by their e-mail key. */
export async function sessoesDemo(app: FastifyInstance): Promise<Record<keyof typeof DEMO, Sessao>> {
  const entradas = await Promise.all(
    Object.entries(DEMO).map(async ([chave, email]) => {
      const usuario = await app.repos.usuarios.porLogin({ tipo: 'email', valor: email });
      return [chave, await sessaoDireta(app, usuario!.id)] as const;
    }),
  );
  return Object.fromEntries(entradas) as Record<keyof typeof DEMO, Sessao>;
}
