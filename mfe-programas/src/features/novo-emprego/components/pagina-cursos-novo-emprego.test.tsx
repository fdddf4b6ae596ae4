import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Rotas } from '../../../app/routes';

function abrir(caminho: string) {
  return render(
    <MemoryRouter initialEntries={[caminho]}>
      <Rotas />
    </MemoryRouter>,
  );
}

describe('página de cursos do Novo Emprego', () => {
  it('abre em /novoemprego/cursos com um título e o nome da página na aba', () => {
    abrir('/novoemprego/cursos');
    expect(screen.getByRole('heading', { level: 1, name: 'Cursos do Novo Emprego' })).toBeInTheDocument();
    expect(document.title).toBe('Cursos do Novo Emprego | Portal Qualifica');
  });

  it('marca o rodapé com o marcador do build, vazio num build comum', () => {
    abrir('/novoemprego/cursos');
    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-build-marker', '');
  });

  it('não mostra nada para rotas de outras áreas', () => {
    const { container } = abrir('/usuario/login');
    expect(container).toBeEmptyDOMElement();
  });
});
