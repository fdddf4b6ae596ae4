/**
 * The home page is prerendered at build time (scripts/prerender.tsx) and hydrated in the browser (bootstrap.tsx):
 * for a visitor the two renders must agree, otherwise React throws the server HTML away and the prerender is lost.
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import { Rota } from '@portal/contracts';
import { Notificacoes } from '@portal/ui';
import { servicosFalsos, silenciarColetorDeVisitas } from '../testes/shell-de-teste';
import { RotasDoPortal } from './app';

const servicos = servicosFalsos();
silenciarColetorDeVisitas();

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
