/**
 * Server side of a remote's prerender (docs/decisions/0830), used by each remote's `scripts/prerender.tsx` at deploy
 * time and by the hydration tests. Never imported by the browser bundles (`@portal/remoto/servidor`).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { renderToString } from 'react-dom/server';
import { FonteDePreRenderizacao, type FonteDoServidor } from '../carga/dados-pre-renderizados';
import { paginasEmCarga } from '../parcel/pagina-sob-demanda';
import { PortalPropsProvider } from '../parcel/portal-props';

export interface PaginaPreRenderizada {
  /** The remote's root as its parcel renders it at this path (what goes inside the shell's `.area-remota`). */
  html: string;
  /** The answer of every `useCarga` of the page, by key: the client's first render reads them. */
  dados: Record<string, unknown>;
}

/** Passes of "render, load what was asked" (page modules, data); a load that depends on another needs more. */
const MAXIMO_DE_PASSOS = 4;

/** A boundary the render left to the client (a module or data not there yet): `<!--$!-->` in React's output. */
const FRONTEIRA_NAO_RESOLVIDA = '<!--$!-->';

/**
 * Renders `conteudo` (a remote's route table) at `caminho` as the remote's root does in the browser (`RaizDoRemoto`:
 * the portal props and a router under the portal's base path), fetching the data its loads ask for with the page's
 * own API client. A load that fails rejects: that page is then not prerendered and renders in the browser.
 */
export async function preRenderizarPagina(
  conteudo: ReactNode,
  caminho: string,
): Promise<PaginaPreRenderizada> {
  const dados: Record<string, unknown> = {};
  const pedidos = new Map<string, Promise<unknown>>();
  const fonte: FonteDoServidor = {
    dados,
    pedir: (chave, carregar) => {
      if (pedidos.has(chave)) return;
      const pedido = carregar();
      pedido.catch(() => undefined); // awaited after the pass; a failure then rejects this page
      pedidos.set(chave, pedido);
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
    const html = renderToString(arvore);
    const faltam = [...pedidos.keys()].filter((chave) => !Object.hasOwn(dados, chave));
    const modulos = paginasEmCarga();
    if (faltam.length === 0 && modulos.length === 0) {
      if (html.includes(FRONTEIRA_NAO_RESOLVIDA))
        throw new Error(`${caminho}: uma parte da página só carrega no navegador; não foi pré-renderizada.`);
      return { html, dados };
    }
    await Promise.all(modulos);
    for (const chave of faltam) dados[chave] = await pedidos.get(chave);
  }
  throw new Error(`${caminho}: a página pediu dados novos a cada passo; não foi pré-renderizada.`);
}

const arquivoDe = (caminho: string, extensao: string) =>
  `${caminho.replace(/^\/+/, '').replace(/[^\w-]+/g, '__') || 'index'}.${extensao}`;

/**
 * Prerenders each path into `pasta` (`<arquivo>.html` + `<arquivo>.json`) and writes `indice.json`
 * (`{ "<path>": { "html": …, "dados": … } }`), the only thing the portal's server follows. A page that cannot be
 * rendered (its API did not answer) is left out and named in `falhas`: it renders in the browser as before.
 */
export async function preRenderizarRemoto(conteudo: ReactNode, caminhos: readonly string[], pasta: string) {
  await mkdir(pasta, { recursive: true });
  const indice: Record<string, { html: string; dados: string }> = {};
  const falhas: { caminho: string; erro: unknown }[] = [];
  for (const caminho of caminhos) {
    try {
      const { html, dados } = await preRenderizarPagina(conteudo, caminho);
      indice[caminho] = { html: arquivoDe(caminho, 'html'), dados: arquivoDe(caminho, 'json') };
      await writeFile(path.join(pasta, indice[caminho].html), html);
      await writeFile(path.join(pasta, indice[caminho].dados), JSON.stringify(dados));
    } catch (erro) {
      falhas.push({ caminho, erro });
    }
  }
  await writeFile(path.join(pasta, 'indice.json'), JSON.stringify(indice, null, 2));
  return { feitas: Object.keys(indice), falhas };
}
