import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { StorageKey } from '@portal/contracts';
import { Layout } from './layout';

function Pagina() {
  return (
    <>
      <h1>Cursos</h1>
      <label htmlFor="busca">Buscar curso</label>
      <input id="busca" type="search" />
    </>
  );
}

function renderizar() {
  return render(
    <MemoryRouter initialEntries={['/home']}>
      <Routes>
        <Route element={<Layout avisoNoRodape={<p>Aviso do rodapé</p>} />}>
          <Route path="/home" element={<Pagina />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  localStorage.clear();
  document.body.className = '';
  document.documentElement.style.fontSize = '';
});

it('a barra de acessibilidade vem primeiro: o primeiro Tab chega a "Ir para o conteúdo 1"', async () => {
  renderizar();
  await userEvent.tab();
  expect(screen.getByRole('link', { name: 'Ir para o conteúdo 1' })).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Ir para o conteúdo 1' })).toHaveAttribute(
    'aria-keyshortcuts',
    'Alt+1',
  );
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
});

it('Alt+1, Alt+2, Alt+3 e Alt+4 levam ao conteúdo, ao menu, à busca e ao rodapé', async () => {
  renderizar();
  await userEvent.keyboard('{Alt>}1{/Alt}');
  expect(screen.getByRole('main')).toHaveFocus();
  await userEvent.keyboard('{Alt>}3{/Alt}');
  expect(screen.getByRole('searchbox', { name: 'Buscar curso' })).toHaveFocus();
  await userEvent.keyboard('{Alt>}4{/Alt}');
  expect(screen.getByRole('contentinfo')).toHaveFocus();
  await userEvent.keyboard('{Alt>}2{/Alt}');
  await act(() => new Promise((pronto) => requestAnimationFrame(() => pronto(undefined))));
  expect(screen.getByRole('link', { name: 'Início' })).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Ir para a busca 3' })).toBeInTheDocument();
});

it('Escape fecha o Menu aberto e devolve o foco ao botão', async () => {
  renderizar();
  const menu = screen.getByRole('button', { name: 'Menu' });
  await userEvent.click(menu);
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  act(() => screen.getByRole('link', { name: 'Início' }).focus());
  await userEvent.keyboard('{Escape}');
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(menu).toHaveFocus();
});

it('alto contraste e tamanho do texto ficam guardados', async () => {
  renderizar();
  const contraste = screen.getByRole('button', { name: 'Alto contraste' });
  await userEvent.click(contraste);
  expect(contraste).toHaveAttribute('aria-pressed', 'true');
  expect(document.body).toHaveClass('alto-contraste');
  expect(localStorage.getItem(StorageKey.altoContraste)).toBe('true');
  await userEvent.click(screen.getByRole('button', { name: 'A+ aumentar o texto' }));
  await userEvent.click(screen.getByRole('button', { name: 'A+ aumentar o texto' }));
  expect(document.documentElement.style.fontSize).toBe('150%');
  expect(localStorage.getItem(StorageKey.tamanhoFonte)).toBe('150');
  expect(screen.getByText('Texto em 150%.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'A texto no tamanho padrão' }));
  expect(document.documentElement.style.fontSize).toBe('');
  for (const link of screen.getAllByRole('link', { name: 'Acessibilidade' })) {
    expect(link).toHaveAttribute('href', '/acessibilidade');
  }
});
