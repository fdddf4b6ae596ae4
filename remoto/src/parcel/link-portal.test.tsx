import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { criarLinkPortal, ehDaArea } from './link-portal';
import { PortalPropsProvider } from './portal-props';

const LinkDeFora = criarLinkPortal();
const LinkDosProgramas = criarLinkPortal(['trilhas', 'faq']);

function renderizar(link: React.ReactNode) {
  const navegarFora = jest.fn<void, [string]>();
  render(
    <PortalPropsProvider value={{ basename: '/', navigate: navegarFora }}>
      <MemoryRouter initialEntries={['/inicio']}>
        <Routes>
          <Route path="/inicio" element={link} />
          <Route path="/trilhas" element={<h1>Trilhas</h1>} />
        </Routes>
      </MemoryRouter>
    </PortalPropsProvider>,
  );
  return navegarFora;
}

describe('LinkPortal', () => {
  it('é um link de verdade, com o endereço no href', () => {
    renderizar(<LinkDeFora para="/candidato/endereco/edit">Endereço</LinkDeFora>);
    expect(screen.getByRole('link', { name: 'Endereço' })).toHaveAttribute(
      'href',
      '/candidato/endereco/edit',
    );
  });

  it('num clique simples navega pelo roteador do portal, sem recarregar', () => {
    const navegarFora = renderizar(<LinkDeFora para="/candidato/endereco/edit">Endereço</LinkDeFora>);
    const clique = fireEvent.click(screen.getByRole('link', { name: 'Endereço' }));
    expect(clique).toBe(false);
    expect(navegarFora).toHaveBeenCalledWith('/candidato/endereco/edit');
  });

  it('com Ctrl deixa o navegador abrir o link em outra aba', () => {
    const navegarFora = renderizar(<LinkDeFora para="/candidato/endereco/edit">Endereço</LinkDeFora>);
    const clique = fireEvent.click(screen.getByRole('link', { name: 'Endereço' }), { ctrlKey: true });
    expect(clique).toBe(true);
    expect(navegarFora).not.toHaveBeenCalled();
  });

  it('um caminho da própria área usa o roteador do remoto, não o do portal', () => {
    const navegarFora = renderizar(<LinkDosProgramas para="/trilhas">Ver trilhas</LinkDosProgramas>);
    fireEvent.click(screen.getByRole('link', { name: 'Ver trilhas' }));
    expect(screen.getByRole('heading', { name: 'Trilhas' })).toBeInTheDocument();
    expect(navegarFora).not.toHaveBeenCalled();
  });

  it('um caminho de outra área sai pelo roteador do portal', () => {
    const navegarFora = renderizar(<LinkDosProgramas para="/usuario/login">Entrar</LinkDosProgramas>);
    fireEvent.click(screen.getByRole('link', { name: 'Entrar' }));
    expect(navegarFora).toHaveBeenCalledWith('/usuario/login');
  });
});

it('ehDaArea olha só o primeiro segmento do caminho', () => {
  expect(ehDaArea('/trilhas?pagina=2', ['trilhas', 'faq'])).toBe(true);
  expect(ehDaArea('trilhas#topo', ['trilhas', 'faq'])).toBe(true);
  expect(ehDaArea('/usuario/trilhas', ['trilhas', 'faq'])).toBe(false);
});
