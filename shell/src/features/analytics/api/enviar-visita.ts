import type { Pageview } from '@portal/contracts';
import { http } from '@portal/shared-auth';

/**
 * Fire-and-forget: analytics never delays or breaks a page; a failure is only logged. (A first visit's missing CSRF
 * cookie is fetched by shared-auth's client before the POST.)
 */
export function enviarVisita(url: string, visita: Pageview): void {
  http.post(url, visita).catch((erro: unknown) => console.warn('[portal] page view não enviada', erro));
}
