/** An unsigned access token with the claims the portal reads (the API, not the browser, checks signatures). */
export interface ClaimsFalsos {
  sid?: number;
  name?: string;
  email?: string;
  role?: string;
  aceitouTermo?: boolean;
}

function base64Url(texto: string): string {
  const bytes = new TextEncoder().encode(texto);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function tokenFalso(claims: ClaimsFalsos = {}): string {
  const agora = Math.floor(Date.now() / 1000);
  const payload = {
    sid: 7,
    sessao: 'sessao-teste',
    name: 'Maria Silva',
    email: 'maria.silva@exemplo.com.br',
    role: 'Candidato',
    aceitouTermo: true,
    uf: 'SP',
    iat: agora,
    exp: agora + 900,
    ...claims,
  };
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.assinatura`;
}
