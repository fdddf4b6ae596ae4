import { mountRootParcel } from 'single-spa';
import { waitFor } from '@testing-library/react';
import { ID_DADOS_PRE_RENDERIZADOS } from '../carga/dados-pre-renderizados';
import type { LifecyclesDoRemoto } from '../parcel/criar-lifecycles';
import type { PaginaPreRenderizada } from '../servidor/pre-renderizar';

/** An element React rendered or hydrated carries its fiber; the server's HTML before hydration does not. */
const deReact = (elemento: Element | null) =>
  elemento !== null && Object.keys(elemento).some((chave) => chave.startsWith('__reactFiber'));

/**
 * Resolves once `elemento` has gone `ms` without a change. React hydrates a Suspense boundary in slices and may throw
 * that work away on a divergence (the discarded pass has already tagged the server's nodes): only a quiet DOM says
 * whether the server's nodes stayed or were replaced.
 */
function quieto(elemento: Element, ms = 100): Promise<void> {
  return new Promise((resolve) => {
    let relogio = setTimeout(fim, ms);
    const observador = new MutationObserver(() => {
      clearTimeout(relogio);
      relogio = setTimeout(fim, ms);
    });
    function fim() {
      observador.disconnect();
      resolve();
    }
    observador.observe(elemento, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

/** The page as the portal's server sends it: the fragment in the area, its data in a JSON block. */
function paginaServida({ html, dados }: PaginaPreRenderizada) {
  const area = document.createElement('div');
  area.className = 'area-remota';
  area.innerHTML = html;
  const bloco = document.createElement('script');
  bloco.type = 'application/json';
  bloco.id = ID_DADOS_PRE_RENDERIZADOS;
  bloco.textContent = JSON.stringify(dados);
  document.body.replaceChildren(area, bloco);
  return area;
}

/**
 * A remote's prerendered page (`preRenderizarPagina` of `@portal/remoto/servidor`) served as the portal's server does and
 * hydrated by the remote's real lifecycles at `caminho` (docs/decisions/0830). Fails the test unless the page was
 * hydrated, not replaced: the server's heading and links are still the elements on screen, React reported no error
 * (a divergence is one) and nothing was written to the console. Unmounts the parcel at the end.
 */
export async function hidratarSemDivergencia(
  lifecycles: LifecyclesDoRemoto,
  pagina: PaginaPreRenderizada,
  caminho: string,
): Promise<void> {
  const area = paginaServida(pagina);
  const doServidor = [...area.querySelectorAll('h1, a')];
  window.history.pushState({}, '', caminho);
  const erros = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const relatados: unknown[] = [];
  const relatar = (evento: ErrorEvent) => relatados.push(evento.error);
  window.addEventListener('error', relatar);
  // single-spa-react resolves mount after React commits, so React's act queue would stall it.
  const ambiente = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const act = ambiente.IS_REACT_ACT_ENVIRONMENT;
  ambiente.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    const parcela = mountRootParcel(lifecycles, { domElement: area, basename: '/', navigate: jest.fn() });
    await parcela.mountPromise;
    // The page sits in Suspense boundaries, hydrated after the root: wait until its heading belongs to React.
    await waitFor(() => expect(deReact(area.querySelector('h1'))).toBe(true));
    await quieto(area);
    expect(relatados).toEqual([]);
    expect(doServidor.length).toBeGreaterThan(0);
    const naTela = [...area.querySelectorAll('h1, a')];
    expect(naTela).toHaveLength(doServidor.length);
    naTela.forEach((elemento, i) => expect(elemento).toBe(doServidor[i]));
    expect(erros).not.toHaveBeenCalled();
    await parcela.unmount();
  } finally {
    window.removeEventListener('error', relatar);
    erros.mockRestore();
    ambiente.IS_REACT_ACT_ENVIRONMENT = act;
  }
}
