import {
  COOKIE_PREVIA,
  PARAM_PREVIA,
  PADRAO_NOME_REMOTO,
  PADRAO_VERSAO_PREVIA,
  lerCookiePrevias,
  parDaPrevia,
  type EntradaRegistroRemoto,
  type Previas,
} from '@portal/contracts';
import type { ResultadoLeituraRegistro as ResultadoLeitura } from '@portal/contracts';

/**
 * Preview of one remote for one browser, the way import-map-overrides does it for single-spa
 * (docs/decisions/0903-previa-de-remoto-por-navegador.md). `?remoto-previa=mfe_programas:<versão>` keeps a session
 * cookie; from then on this browser loads that published version of that remote instead of the live one, and every
 * other visitor keeps the registry as it is. `?remoto-previa=mfe_programas:` ends it, `?remoto-previa=limpar` ends all.
 * Only versions published under the live line's own folder can be chosen (the manifest URL keeps its origin and path,
 * only the version folder changes), so no other code can be pointed at.
 */
export { PARAM_PREVIA };
/** The previews after this URL's `remoto-previa` parameters (applied in order) on top of the cookie's. */
export function previasDaUrl(atuais: Previas, busca: string): Previas {
  const previas = new Map(atuais);
  for (const pedido of new URLSearchParams(busca).getAll(PARAM_PREVIA)) {
    if (pedido === 'limpar') previas.clear();
    const [nome, versao] = parDaPrevia(pedido);
    if (!PADRAO_NOME_REMOTO.test(nome)) continue;
    if (PADRAO_VERSAO_PREVIA.test(versao)) previas.set(nome, versao);
    else previas.delete(nome);
  }
  return previas;
}

export function cookieDasPrevias(previas: Previas): string {
  const valor = encodeURIComponent([...previas].map(([nome, versao]) => `${nome}:${versao}`).join(','));
  return `${COOKIE_PREVIA}=${valor}; path=/; SameSite=Lax${previas.size === 0 ? '; max-age=0' : ''}`;
}

function entradaDaPrevia(entrada: EntradaRegistroRemoto, versao: string): EntradaRegistroRemoto | null {
  const pasta = `/${entrada.version}/`;
  if (!entrada.manifest.includes(pasta)) return null;
  return { ...entrada, manifest: entrada.manifest.replace(pasta, `/${versao}/`), version: versao };
}

/** The registry this browser uses: each previewed remote's line pointed at its preview version, said in the console. */
export function aplicarPrevias(
  { registro, problemas }: ResultadoLeitura,
  previas: Previas,
): ResultadoLeitura {
  const resultado = new Map(registro);
  for (const [nome, versao] of previas) {
    const entrada = registro.get(nome);
    const previa = entrada ? entradaDaPrevia(entrada, versao) : null;
    if (!previa) {
      problemas.push(`prévia de "${nome}" ignorada: o remoto não está no registro com uma pasta de versão.`);
      continue;
    }
    resultado.set(nome, previa);
    console.info(
      `[portal] prévia: ${nome} na versão ${versao}, só neste navegador (?${PARAM_PREVIA}=limpar encerra).`,
    );
  }
  return { registro: resultado, problemas };
}

/** At boot: reads the URL and the cookie, keeps the cookie in step, and applies the previews to the registry read. */
export function previasDoNavegador(): Previas {
  const atuais = lerCookiePrevias(document.cookie);
  if (!new URLSearchParams(window.location.search).has(PARAM_PREVIA)) return atuais;
  const previas = previasDaUrl(atuais, window.location.search);
  document.cookie = cookieDasPrevias(previas);
  return previas;
}
