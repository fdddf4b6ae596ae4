/**
 * A remote's prerendered page arrives inside the shell's prerendered layout (servidor/moldes-da-area-remota.tsx, stitched by
 * the portal's server): the shell must hydrate its layout without divergence, keep the remote's HTML in the area, and
 * hand that same element to the remote's parcel, which then hydrates it (docs/decisions/0830).
 */
import { waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import type { LifeCycles } from 'single-spa';
import { Notificacoes } from '@portal/ui';
import { CatalogoRemotos } from '../features/composicao/api/catalogo-remotos';
import { servicosFalsos, silenciarColetorDeVisitas } from '../testes/shell-de-teste';
import { RotasDoPortal } from './app';
import { AREA_REMOTA_VAZIA, renderizarMolde } from '../servidor/moldes-da-area-remota';

silenciarColetorDeVisitas();
// The area mounts its parcel after the remote's code resolves, outside the act() of the hydration.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
const CAMINHO = '/qualificaSP/cursos';
const FRAGMENTO = '<article><h1>Cursos do Qualifica SP</h1></article>';

it('o shell hidrata o layout sem divergência e entrega ao parcel a área com o HTML do remoto', async () => {
  const montagens: { elemento: HTMLElement; html: string }[] = [];
  const lifecycles: LifeCycles<{ domElement: HTMLElement }> = {
    bootstrap: async () => undefined,
    mount: async ({ domElement }) =>
      void montagens.push({ elemento: domElement, html: domElement.innerHTML }),
    unmount: async () => undefined,
  };
  const registro = new Map([
    ['mfe_programas', { manifest: '/m.json', version: '1', prefixes: ['qualificaSP'] }],
  ]);
  const catalogo = new CatalogoRemotos(
    async () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn().mockResolvedValue(lifecycles) }),
    async () => ({ registro, problemas: [] }),
  );
  const servicos = { ...servicosFalsos(), catalogo };
  const molde = renderizarMolde(CAMINHO, servicos)!;
  expect(molde).toContain(AREA_REMOTA_VAZIA);

  const raiz = document.createElement('div');
  raiz.innerHTML = molde.replace(AREA_REMOTA_VAZIA, `<div class="area-remota">${FRAGMENTO}</div>`);
  document.body.append(raiz);
  const area = raiz.querySelector('.area-remota');
  await catalogo.iniciar(); // the inline registry is read before the shell renders (bootstrap.tsx)

  const divergencias: unknown[] = [];
  hydrateRoot(
    raiz,
    <MemoryRouter initialEntries={[CAMINHO]}>
      <RotasDoPortal servicos={servicos} />
      <Notificacoes />
    </MemoryRouter>,
    { onRecoverableError: (erro) => divergencias.push(erro) },
  );

  await waitFor(() => expect(montagens).toHaveLength(1));
  expect(divergencias).toEqual([]);
  expect(montagens).toEqual([{ elemento: area, html: FRAGMENTO }]);
  expect(raiz.querySelector('a[aria-current="page"]')).toHaveAttribute('href', CAMINHO);
});
