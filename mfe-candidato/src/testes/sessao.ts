import { iniciarSessao } from '@portal/shared-auth';
import { tokenDeTeste } from '@portal/shared-auth/testes';

/** Signs in with an unsigned token carrying the claims the portal reads; the API is what checks signatures. */
export function entrarComo(
  claims: {
    sid?: number;
    role?: string;
    aceitouTermo?: boolean;
    name?: string;
    email?: string;
    nomeSocial?: string;
  } = {},
) {
  const token = tokenDeTeste({
    sid: 9,
    sessao: 'sessao-de-teste',
    name: 'João Souza',
    email: 'joao@exemplo.com.br',
    exp: Math.floor(Date.now() / 1000) + 900,
    ...claims,
  });
  iniciarSessao({ token, refreshToken: 'r' });
}
