import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalPropsProvider } from '../parcel/portal-props';
import { PaginaNaoEncontrada } from './pagina-nao-encontrada';

// The h1 takes focus after a navigation, not on the document's first page (decision 0188): simulate one.
beforeAll(() => window.dispatchEvent(new PopStateEvent('popstate')));

function renderizar(elemento: React.ReactElement) {
  const navigate = jest.fn<void, [string]>();
  render(<PortalPropsProvider value={{ basename: '/', navigate }}>{elemento}</PortalPropsProvider>);
  return navigate;
}

it('título "Página não encontrada", um só h1 com foco, e o caminho de volta para o início', async () => {
  const navigate = renderizar(<PaginaNaoEncontrada />);
  const h1 = screen.getByRole('heading', { level: 1, name: 'Página não encontrada' });
  expect(h1).toHaveFocus();
  expect(document.title).toBe('Página não encontrada | Portal Qualifica');
  await userEvent.click(screen.getByRole('link', { name: 'Ir para a página inicial' }));
  expect(navigate).toHaveBeenCalledWith('/home');
});

it('sem destino de volta, "Voltar à página anterior" volta no histórico do navegador', async () => {
  const voltar = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
  renderizar(<PaginaNaoEncontrada />);
  await userEvent.click(screen.getByRole('button', { name: 'Voltar à página anterior' }));
  expect(voltar).toHaveBeenCalled();
});

it('com destino de volta, o link leva para lá', () => {
  renderizar(
    <PaginaNaoEncontrada voltar={{ para: '/inscricao/historico', texto: 'Ver minhas inscrições' }} />,
  );
  expect(screen.getByRole('link', { name: 'Ver minhas inscrições' })).toHaveAttribute(
    'href',
    '/inscricao/historico',
  );
});
