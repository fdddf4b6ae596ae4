import { fireEvent, render, screen } from '@testing-library/react';
import { PortalPropsProvider } from '@portal/ui';
import { LinkPortal } from './link-portal';

function renderizar() {
  const navegarFora = jest.fn<void, [string]>();
  render(
    <PortalPropsProvider value={{ basename: '/', navigate: navegarFora }}>
      <LinkPortal para="/candidato/endereco/edit">Endereço</LinkPortal>
    </PortalPropsProvider>,
  );
  return navegarFora;
}

describe('LinkPortal', () => {
  it('é um link de verdade, com o endereço no href', () => {
    renderizar();
    expect(screen.getByRole('link', { name: 'Endereço' })).toHaveAttribute(
      'href',
      '/candidato/endereco/edit',
    );
  });

  it('num clique simples navega pelo roteador do portal, sem recarregar', () => {
    const navegarFora = renderizar();
    const clique = fireEvent.click(screen.getByRole('link', { name: 'Endereço' }));
    expect(clique).toBe(false);
    expect(navegarFora).toHaveBeenCalledWith('/candidato/endereco/edit');
  });

  it('com Ctrl deixa o navegador abrir o link em outra aba', () => {
    const navegarFora = renderizar();
    const clique = fireEvent.click(screen.getByRole('link', { name: 'Endereço' }), { ctrlKey: true });
    expect(clique).toBe(true);
    expect(navegarFora).not.toHaveBeenCalled();
  });
});
