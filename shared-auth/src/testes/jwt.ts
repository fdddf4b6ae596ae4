import type { AccessTokenClaims } from '@portal/contracts';

function base64url(texto: string): string {
  // UTF-8 bytes as a binary string (jsdom has no TextEncoder).
  const binario = encodeURIComponent(texto).replace(/%([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return btoa(binario).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT for tests: shared-auth only decodes, the API is the one that verifies. */
export function tokenDeTeste(claims: Partial<AccessTokenClaims> = {}): string {
  const agora = Math.floor(Date.now() / 1000);
  const payload: AccessTokenClaims = {
    sid: 42,
    sessao: 's-1',
    name: 'Maria José da Silva',
    email: 'maria@example.com',
    role: 'Candidato',
    aceitouTermo: true,
    uf: 'SP',
    exp: agora + 300,
    iat: agora,
    ...claims,
  };
  return `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.assinatura`;
}
