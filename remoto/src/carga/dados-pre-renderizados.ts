import { createContext, useContext } from 'react';

/**
 * Data a page was prerendered with (docs/decisions/0830). On the server the prerender gives them through context and
 * collects the loads a first pass asked for; in the browser the portal's server put them in the page as a JSON data
 * block beside the fragment, so the first client render has the same data and hydrates without divergence.
 */
export const ID_DADOS_PRE_RENDERIZADOS = 'dados-pre-renderizados';

export interface FonteDoServidor {
  /** Answers already fetched, by the page's load key (`useCarga`'s `chave`). */
  dados: Record<string, unknown>;
  /** A load the page needs and the prerender has not fetched yet. */
  pedir: (chave: string, carregar: () => Promise<unknown>) => void;
}

export const FonteDePreRenderizacao = createContext<FonteDoServidor | null>(null);

let lido: { bloco: Element | null; dados: Record<string, unknown> } | null = null;

/** The page's data block, parsed once per element (a page has one; a test may put another). */
function dadosDoDocumento(): Record<string, unknown> {
  const bloco = typeof document === 'undefined' ? null : document.getElementById(ID_DADOS_PRE_RENDERIZADOS);
  if (lido?.bloco === bloco) return lido.dados;
  let dados: Record<string, unknown> = {};
  try {
    const valor: unknown = JSON.parse(bloco?.textContent || '{}');
    if (valor && typeof valor === 'object') dados = valor as Record<string, unknown>;
  } catch {
    // A broken block only costs the prerender: the page loads its data as before.
  }
  lido = { bloco, dados };
  return dados;
}

/** `{ valor }` when the page was prerendered with this load's answer; null otherwise (asking the server for it). */
export function useDadoPreRenderizado(chave: string, carregar: () => Promise<unknown>) {
  const servidor = useContext(FonteDePreRenderizacao);
  const dados = servidor ? servidor.dados : dadosDoDocumento();
  if (Object.hasOwn(dados, chave)) return { valor: dados[chave] };
  servidor?.pedir(chave, carregar);
  return null;
}
