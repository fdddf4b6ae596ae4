import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface IdpLocal {
  issuer: string;
  /** Form bodies received at the token endpoint. */
  pedidos: URLSearchParams[];
  fechar(): Promise<void>;
}

/**
 * The IdP at the edge: discovery, its JWKS, and a token endpoint that checks the client secret the API
 * adds, answering like oidc-provider (200 with tokens, or 400 invalid_grant).
 */
export async function iniciarIdpLocal(jwks: { keys: object[] } = { keys: [] }): Promise<IdpLocal> {
  const pedidos: URLSearchParams[] = [];
  const servidor = createServer((req, res) => {
    let corpo = '';
    req.on('data', (c) => (corpo += c));
    req.on('end', () => {
      const base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
      res.setHeader('content-type', 'application/json');
      if (req.url === '/.well-known/openid-configuration') {
        return res.end(
          JSON.stringify({ issuer: `${base}/`, token_endpoint: `${base}/token`, jwks_uri: `${base}/jwks` }),
        );
      }
      if (req.url === '/jwks') return res.end(JSON.stringify(jwks));
      const form = new URLSearchParams(corpo);
      pedidos.push(form);
      const ok = form.get('client_secret') === 'segredo-local-portal' && form.get('code') === 'codigo-bom';
      res.statusCode = ok ? 200 : 400;
      res.end(
        JSON.stringify(
          ok ? { access_token: 'at', id_token: 'it', token_type: 'Bearer' } : { error: 'invalid_grant' },
        ),
      );
    });
  });
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
  return {
    issuer: `http://127.0.0.1:${(servidor.address() as AddressInfo).port}/`,
    pedidos,
    fechar: () => new Promise((r) => servidor.close(() => r())),
  };
}
