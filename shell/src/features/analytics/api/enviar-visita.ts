import { pageviewSchema, type Pageview } from '@portal/contracts';
import { http } from '@portal/shared-auth';

const LIMITE_URL = 2048;
const LIMITE_TITULO = 300;
const PROIBIDO = 403;

/** Builds a body the collector accepts (contracts' pageviewSchema), trimming what would exceed its limits. */
export function montarVisita(path: string, referrer: string | null, title: string | null): Pageview {
  return pageviewSchema.parse({
    path: path.slice(0, LIMITE_URL) || '/',
    referrer: referrer ? referrer.slice(0, LIMITE_URL) : null,
    title: title ? title.slice(0, LIMITE_TITULO) : null,
  });
}

function status(erro: unknown): number | undefined {
  return (erro as { response?: { status?: number } } | null)?.response?.status;
}

/**
 * Fire-and-forget: analytics never delays or breaks a page; a failure is only logged. On a first visit the browser
 * has no CSRF cookie yet, so the API refuses the first view (403) while setting the cookie: one retry then passes.
 */
export function enviarVisita(url: string, visita: Pageview): void {
  http
    .post(url, visita)
    .catch((erro: unknown) => (status(erro) === PROIBIDO ? http.post(url, visita) : Promise.reject(erro)))
    .catch((erro: unknown) => console.warn('[portal] page view não enviada', erro));
}
