/**
 * The catalogue pages are prerendered at deploy time (scripts/prerender.tsx → @portal/ui/servidor) and hydrated by
 * this remote's parcel in the shell's `.area-remota` (docs/decisions/0830): the first client render must match the
 * server's HTML, otherwise React throws it away and the visitor waits for the scripts as before.
 */
import { waitFor } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { ID_DADOS_PRE_RENDERIZADOS, preRenderizarPagina } from '@portal/ui/servidor';
import { CUIDADOR, EMPILHADEIRA } from '../testes/fixtures';
import { PRE_RENDERIZADAS } from '../config/caminhos';
import * as lifecycles from './lifecycles';
import { Rotas } from './routes';

// single-spa-react resolves mount after React commits, so React's act queue would stall it.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(restaurarRede);

/** An element React rendered or hydrated carries its fiber; the server's HTML before hydration does not. */
const deReact = (elemento: Element | null) =>
  elemento !== null && Object.keys(elemento).some((chave) => chave.startsWith('__reactFiber'));

/** The page as the portal's server sends it: the fragment in the area, its data in a JSON block. */
function paginaServida(html: string, dados: object) {
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

it.each(PRE_RENDERIZADAS)('%s pré-renderizado é hidratado sem divergência', async (caminho) => {
  fingirRede({ 'GET /v1/cursos': { data: [EMPILHADEIRA, CUIDADOR] } });
  const { html, dados } = await preRenderizarPagina(<Rotas />, caminho);
  expect(html).toContain('Cuidador de Idosos');

  const area = paginaServida(html, dados);
  const titulo = area.querySelector('h1');
  const link = area.querySelector('a[href$="/details/12"]');
  window.history.pushState({}, '', caminho);
  const erros = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const relatados: unknown[] = [];
  const relatar = (evento: ErrorEvent) => relatados.push(evento.error);
  window.addEventListener('error', relatar);
  const parcela = mountRootParcel(lifecycles, { domElement: area, basename: '/', navigate: jest.fn() });
  await parcela.mountPromise;
  // The page sits in Suspense boundaries, hydrated after the root: wait until its heading belongs to React.
  await waitFor(() => expect(deReact(area.querySelector('h1'))).toBe(true));

  // Hydrated, not replaced: the server's elements are the ones on screen, and React reported no divergence.
  window.removeEventListener('error', relatar);
  expect(relatados).toEqual([]);
  expect(area.querySelector('h1')).toBe(titulo);
  expect(area.querySelector('a[href$="/details/12"]')).toBe(link);
  expect(erros).not.toHaveBeenCalled();
  erros.mockRestore();
  await parcela.unmount();
});
