/** Content-Security-Policy of the local services' server-rendered pages (mailbox, gov.br sign-in). */
import { createHash } from 'node:crypto';

const ESTILO_EMBUTIDO = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/**
 * Nothing but the page's own inline stylesheet (by hash, not 'unsafe-inline'), no scripts at all, never inside a frame.
 * `formularios` lists where forms may post: the gov.br sign-in redirects to the portal, so it passes none (form-action
 * also governs redirects after a submission).
 */
export function politicaDePagina(html: string, formularios: string[] = []): string {
  const estilos = [...html.matchAll(ESTILO_EMBUTIDO)].map(
    (achado) =>
      `'sha256-${createHash('sha256')
        .update(achado[1] ?? '')
        .digest('base64')}'`,
  );
  return [
    "default-src 'none'",
    `style-src ${estilos.join(' ') || "'none'"}`,
    "img-src 'self' data:",
    ...(formularios.length ? [`form-action ${formularios.join(' ')}`] : []),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}
