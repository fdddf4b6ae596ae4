import { Rota } from '@portal/contracts';

/**
 * Where to go after signing in: the returnUrl kept in the OIDC state, only if it is a path of this portal
 * ("/x", not "//host" nor "https://..."), so a crafted link cannot send the citizen to another site.
 */
export function destinoDeRetorno(estado: unknown): string {
  const returnUrl = (estado as { returnUrl?: unknown } | null | undefined)?.returnUrl;
  if (typeof returnUrl !== 'string') return Rota.home;
  const ehCaminhoLocal = returnUrl.startsWith('/') && !returnUrl.startsWith('//') && !returnUrl.startsWith('/\\');
  return ehCaminhoLocal ? returnUrl : Rota.home;
}
