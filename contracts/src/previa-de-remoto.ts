import { PADRAO_NOME_REMOTO } from './registro-remotos.js';

/**
 * The cookie that holds one browser's remote previews (decision 0903): the shell writes it, and the shell and the
 * portal's server read it (the server stitches no remote's prerendered page for a browser with a preview).
 */
export const COOKIE_PREVIA = 'portal_remoto_previa';
/** The URL parameter that starts or ends a preview (`?remoto-previa=mfe_programas:<versão>`). */
export const PARAM_PREVIA = 'remoto-previa';
/** A published version's folder name; not `.` nor `..`, which would climb the manifest's path. */
export const PADRAO_VERSAO_PREVIA = /^(?!\.+$)[A-Za-z0-9._-]{1,100}$/;

/** Remote name → previewed version. */
export type Previas = Map<string, string>;

/** `nome:versão`, split at the first colon: the whole rest must be a version name. */
export function parDaPrevia(texto: string): [string, string] {
  const i = texto.indexOf(':');
  return i < 0 ? [texto, ''] : [texto.slice(0, i), texto.slice(i + 1)];
}

/** The valid previews of a `Cookie` header or `document.cookie` (anything malformed is left out). */
export function lerCookiePrevias(cookies: string): Previas {
  const valor = cookies
    .split(/;\s*/)
    .find((c) => c.startsWith(`${COOKIE_PREVIA}=`))
    ?.slice(COOKIE_PREVIA.length + 1);
  let texto = '';
  try {
    texto = decodeURIComponent(valor ?? '');
  } catch {
    // A malformed cookie (set by hand, or by a sibling site) holds no preview: the live line, never a 500.
  }
  const pares = texto.split(',').map(parDaPrevia);
  return new Map(
    pares.filter(([nome, versao]) => PADRAO_NOME_REMOTO.test(nome) && PADRAO_VERSAO_PREVIA.test(versao)),
  );
}
