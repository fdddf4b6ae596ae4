/**
 * Decision 0861: after a prerendered page hydrates, every component that reads the visitor's consent renders again
 * ('desconhecido' in the prerender, the saved answer in the browser). Such a read in the layout drew the whole page
 * again; it lives in a leaf, so the layout is drawn once.
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import { Rota } from '@portal/contracts';
import { servicosFalsos, silenciarColetorDeVisitas } from '../testes/shell-de-teste';
import { RotasDoPortal } from './app';

// A piece the layout draws on each of its renders: the header's dark-mode button, counted.
const mockDesenhosDoCabecalho = { total: 0 };
jest.mock('../features/modo-escuro/components/botao-modo-escuro', () => ({
  BotaoModoEscuro: () => {
    mockDesenhosDoCabecalho.total += 1;
    return <button type="button">Modo escuro</button>;
  },
}));

const servicos = servicosFalsos();
silenciarColetorDeVisitas();

it('a home pré-renderizada hidrata o layout uma vez só, sem desenhá-lo de novo ao ler o consentimento', async () => {
  localStorage.clear(); // a first visit: no answer saved, so the browser reads 'pendente'
  const html = renderToString(
    <StaticRouter location={Rota.home}>
      <RotasDoPortal servicos={servicos} />
    </StaticRouter>,
  );
  const raiz = document.createElement('div');
  raiz.innerHTML = html;
  document.body.append(raiz);
  mockDesenhosDoCabecalho.total = 0;

  await act(async () => {
    hydrateRoot(
      raiz,
      <MemoryRouter initialEntries={[Rota.home]}>
        <RotasDoPortal servicos={servicos} />
      </MemoryRouter>,
    );
  });
  expect(mockDesenhosDoCabecalho.total).toBe(1);
});
