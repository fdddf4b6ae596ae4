/**
 * Server side of a remote's prerender (docs/decisions/0830), used by each remote's `scripts/prerender.tsx` at deploy
 * time and by the hydration tests. Never imported by the browser bundles (`@portal/ui/servidor`).
 */
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { prerenderToNodeStream } from 'react-dom/static';
import { FonteDePreRenderizacao, type FonteDoServidor } from '../carga/dados-pre-renderizados';
import { PortalPropsProvider } from '../remoto/portal-props';

export interface PaginaPreRenderizada {
  /** The remote's root as its parcel renders it at this path (what goes inside the shell's `.area-remota`). */
  html: string;
  /** The answer of every `useCarga` of the page, by key: the client's first render reads them. */
  dados: Record<string, unknown>;
}

/** Passes of "render, fetch what was asked": a page whose loads depend on other loads needs more than one. */
const MAXIMO_DE_PASSOS = 4;

async function paraTexto(arvore: ReactNode): Promise<string> {
  // `prerender` waits for every Suspense boundary (the route's page is a lazy chunk), unlike renderToString.
  const { prelude } = await prerenderToNodeStream(arvore);
  const partes: Buffer[] = [];
  for await (const parte of prelude) partes.push(Buffer.from(parte as Uint8Array));
  return Buffer.concat(partes).toString('utf8');
}

/**
 * Renders `conteudo` (a remote's route table) at `caminho` as the remote's root does in the browser (`RaizDoRemoto`:
 * the portal props and a router under the portal's base path), fetching the data its loads ask for with the page's
 * own API client. A load that fails rejects: that page is then not prerendered and renders in the browser.
 */
export async function preRenderizarPagina(conteudo: ReactNode, caminho: string): Promise<PaginaPreRenderizada> {
  const dados: Record<string, unknown> = {};
  const pedidos = new Map<string, Promise<unknown>>();
  const fonte: FonteDoServidor = {
    dados,
    pedir: (chave, carregar) => {
      if (!pedidos.has(chave)) pedidos.set(chave, carregar());
    },
  };
  const arvore = (
    <FonteDePreRenderizacao.Provider value={fonte}>
      <PortalPropsProvider value={{ basename: '/', navigate: () => undefined }}>
        <StaticRouter basename="/" location={caminho}>
          {conteudo}
        </StaticRouter>
      </PortalPropsProvider>
    </FonteDePreRenderizacao.Provider>
  );
  for (let passo = 0; passo < MAXIMO_DE_PASSOS; passo++) {
    const html = await paraTexto(arvore);
    const faltam = [...pedidos.keys()].filter((chave) => !Object.hasOwn(dados, chave));
    if (faltam.length === 0) return { html, dados };
    for (const chave of faltam) dados[chave] = await pedidos.get(chave);
  }
  throw new Error(`${caminho}: a página pediu dados novos a cada passo; não foi pré-renderizada.`);
}
