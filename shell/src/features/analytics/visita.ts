/*
 * What a page view carries and when it is ready to go (decision 0184): the URL without secrets, the collector's
 * limits, the page's own title. Sending it is `api/enviar-visita.ts`.
 */
import type { Pageview } from '@portal/contracts';

const LIMITE_URL = 2048;
const LIMITE_TITULO = 300;

/** Query parameters that carry secrets or personal data (e-mail confirmation, password reset, the OIDC callback). */
const PARAMETROS_SENSIVEIS = new Set([
  'token',
  'code',
  'state',
  'session_state',
  'id_token',
  'access_token',
  'email',
  'cpf',
  'senha',
]);

/** The analytics store must never receive a one-time code or a reset token that happened to be in the URL. */
export function ocultarDadosSensiveis(url: string): string {
  const [semHash = ''] = url.split('#');
  const inicioQuery = semHash.indexOf('?');
  if (inicioQuery < 0) return semHash;
  const parametros = new URLSearchParams(semHash.slice(inicioQuery + 1));
  for (const chave of new Set(parametros.keys())) {
    if (PARAMETROS_SENSIVEIS.has(chave.toLowerCase())) parametros.set(chave, 'oculto');
  }
  return `${semHash.slice(0, inicioQuery)}?${parametros.toString()}`;
}

/**
 * Builds a body the collector accepts (the limits of contracts' pageviewSchema, which the API enforces), trimming
 * what would exceed them. Not parsed here: zod stays off the shell's boot path (decision 0820).
 */
export function montarVisita(path: string, referrer: string | null, title: string | null): Pageview {
  return {
    path: ocultarDadosSensiveis(path).slice(0, LIMITE_URL) || '/',
    referrer: referrer ? ocultarDadosSensiveis(referrer).slice(0, LIMITE_URL) : null,
    title: title ? title.slice(0, LIMITE_TITULO) : null,
  };
}

/** How long a page view waits for the new page to name itself before it is sent with whatever title there is. */
export const ESPERA_MAXIMA_TITULO_MS = 1500;

/**
 * Calls `pronto` once the document title differs from `tituloAnterior` (a remote sets it only after its code has
 * loaded), or after `limiteMs`. Returns a cancel function for when the route changes again first.
 */
export function aoMudarTitulo(
  tituloAnterior: string,
  pronto: (titulo: string) => void,
  limiteMs = ESPERA_MAXIMA_TITULO_MS,
): () => void {
  let encerrado = false;
  const concluir = () => {
    if (encerrado) return;
    encerrado = true;
    observador.disconnect();
    clearTimeout(limite);
    pronto(document.title);
  };
  const observador = new MutationObserver(() => {
    if (document.title !== tituloAnterior) concluir();
  });
  observador.observe(document.head, { childList: true, subtree: true, characterData: true });
  const limite = setTimeout(concluir, limiteMs);
  if (document.title !== tituloAnterior) concluir();
  return () => {
    encerrado = true;
    observador.disconnect();
    clearTimeout(limite);
  };
}
