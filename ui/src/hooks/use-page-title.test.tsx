import { render, screen } from '@testing-library/react';
import { usePageTitle } from './use-page-title';

function PaginaComRef() {
  const h1 = usePageTitle('Histórico de inscrições');
  return <h1 ref={h1}>Histórico de inscrições</h1>;
}

function PaginaSemRef() {
  usePageTitle('Minha conta');
  return (
    <main>
      <h1>Minha conta</h1>
    </main>
  );
}

it('na primeira página do documento, o foco fica no início (nada é focado)', () => {
  render(<PaginaComRef />);
  expect(document.title).toBe('Histórico de inscrições | Portal Qualifica');
  expect(document.body).toHaveFocus();
});

it('um redirecionamento (replaceState) não conta como navegação', () => {
  const evento = Object.assign(new PopStateEvent('popstate'), { singleSpaTrigger: 'replaceState' });
  window.dispatchEvent(evento);
  render(<PaginaComRef />);
  expect(document.body).toHaveFocus();
});

describe('depois de uma navegação', () => {
  beforeAll(() => window.dispatchEvent(new PopStateEvent('popstate')));

  it('define o título do documento com o sufixo do portal e foca o h1 do ref', () => {
    render(<PaginaComRef />);
    expect(document.title).toBe('Histórico de inscrições | Portal Qualifica');
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveFocus();
    expect(h1).toHaveAttribute('tabindex', '-1');
  });

  it('sem ref, encontra o h1 dentro de <main>', () => {
    render(<PaginaSemRef />);
    expect(document.title).toBe('Minha conta | Portal Qualifica');
    expect(screen.getByRole('heading', { name: 'Minha conta' })).toHaveFocus();
  });
});
