/**
 * The home page is prerendered at build time (scripts/prerender.tsx) and hydrated in the browser (bootstrap.tsx):
 * for a visitor the two renders must agree, otherwise React throws the server HTML away and the prerender is lost.
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import { Rota } from '@portal/contracts';
import { http } from '@portal/shared-auth';
import { Notificacoes } from '@portal/ui';
import { CatalogoRemotos } from '../features/composicao/api/catalogo-remotos';
import { RotasDoPortal } from './app';
import type { ServicosDoShell } from './servicos';

const servicos = {
  catalogo: new CatalogoRemotos({ registerRemotes: jest.fn(), loadRemote: jest.fn() }, async () => ({
    registro: new Map(),
    problemas: [],
  })),
  carregarGerenciadorOidc: jest.fn(),
  urlAnalytics: '/v1/analytics/pageview',
} as unknown as ServicosDoShell;

const adapterOriginal = http.defaults.adapter;
beforeEach(() => {
  http.defaults.adapter = (async (config: unknown) => ({
    data: '',
    status: 202,
    statusText: '',
    headers: {},
    config,
  })) as unknown as typeof http.defaults.adapter;
});
afterEach(() => {
  http.defaults.adapter = adapterOriginal;
});

it('a home pré-renderizada para um visitante é hidratada sem divergência', async () => {
  const html = renderToString(
    <StaticRouter location={Rota.home}>
      <RotasDoPortal servicos={servicos} />
      <Notificacoes />
    </StaticRouter>,
  );
  expect(html).toContain('Cursos gratuitos de qualificação profissional');
  const raiz = document.createElement('div');
  raiz.innerHTML = html;
  document.body.append(raiz);
  const titulo = raiz.querySelector('h1');

  const divergencias: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      raiz,
      <MemoryRouter initialEntries={[Rota.home]}>
        <RotasDoPortal servicos={servicos} />
        <Notificacoes />
      </MemoryRouter>,
      { onRecoverableError: (erro) => divergencias.push(erro) },
    );
  });
  expect(divergencias).toEqual([]);
  // Hydrated, not replaced: the server's own element is still the one on screen.
  expect(raiz.querySelector('h1')).toBe(titulo);
});
