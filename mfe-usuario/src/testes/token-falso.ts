import { tokenDeTeste } from '@portal/shared-auth/testes';

/** The claims a test may change on its unsigned access token (the API, not the browser, checks signatures). */
export interface ClaimsFalsos {
  sid?: number;
  name?: string;
  email?: string;
  role?: string;
  aceitouTermo?: boolean;
}

export function tokenFalso(claims: ClaimsFalsos = {}): string {
  return tokenDeTeste({
    sid: 7,
    sessao: 'sessao-teste',
    name: 'Maria Silva',
    email: 'maria.silva@exemplo.com.br',
    exp: Math.floor(Date.now() / 1000) + 900,
    ...claims,
  });
}
