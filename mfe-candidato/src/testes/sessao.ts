import { iniciarSessao } from '@portal/shared-auth';

function base64Url(json: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(json));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Signs in with an unsigned token carrying the claims the portal reads; the API is what checks signatures. */
export function entrarComo(
  claims: { sid?: number; role?: string; aceitouTermo?: boolean; name?: string; email?: string } = {},
) {
  const agora = Math.floor(Date.now() / 1000);
  const payload = {
    sid: 9,
    sessao: 'sessao-de-teste',
    name: 'João Souza',
    email: 'joao@exemplo.com.br',
    role: 'Candidato',
    aceitouTermo: true,
    uf: 'SP',
    iat: agora,
    exp: agora + 900,
    ...claims,
  };
  iniciarSessao({
    token: `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.x`,
    refreshToken: 'r',
  });
}
