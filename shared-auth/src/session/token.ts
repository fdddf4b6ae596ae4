import { lerClaimsDoToken, Mensagem } from '@portal/contracts';

export interface UsuarioLogado {
  id: number;
  name: string;
  email: string;
  role: string;
  aceitouTermo: boolean;
  uf: string | null;
  /** gov.br's social_name, when the citizen has one (Decreto 8.727/2016): the portal calls them by it. */
  nomeSocial?: string | null;
}

/** Decodes a base64url JWT segment into its JSON payload (UTF-8 aware, names carry accents). */
export function decodificarPayloadJwt(token: string): unknown {
  const segmento = token.split('.')[1];
  if (!segmento) return null;
  try {
    const base64 = segmento
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(segmento.length / 4) * 4, '=');
    // Percent-encoding each byte lets decodeURIComponent do the UTF-8 decoding (names carry accents).
    const utf8 = Array.from(atob(base64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(
      '',
    );
    return JSON.parse(decodeURIComponent(utf8));
  } catch {
    return null;
  }
}

/** Reads the user from the access token without verifying it: the API verifies every request. */
export function decodificarUsuario(token: string): UsuarioLogado | null {
  const claims = lerClaimsDoToken(decodificarPayloadJwt(token));
  if (!claims) return null;
  const { sid, name, email, role, aceitouTermo, uf, nomeSocial } = claims;
  return { id: sid, name, email, role, aceitouTermo, uf: uf ?? null, nomeSocial: nomeSocial?.trim() || null };
}

/** The greeting's name: the first word of the social name when there is one, else of the civil name. */
export function primeiroNome(
  user: (Pick<UsuarioLogado, 'name'> & { nomeSocial?: string | null }) | null,
): string {
  const nome = (user?.nomeSocial || user?.name)?.trim().split(/\s+/)[0];
  return nome ? nome : Mensagem.visitante;
}
