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

describe('página de cursos do Meu Primeiro Emprego', () => {
  it('abre em /meuprimeiroemprego/cursos com um título e o nome da página na aba', () => {
    abrir('/meuprimeiroemprego/cursos');
    expect(screen.getByRole('heading', { level: 1, name: 'Cursos do Meu Primeiro Emprego' })).toBeInTheDocument();
    expect(document.title).toBe('Cursos do Meu Primeiro Emprego | Portal Qualifica');
  });

  it('não mostra nada para rotas de outras áreas', () => {
    const { container } = abrir('/novoemprego/cursos');
    expect(container).toBeEmptyDOMElement();
  });
});
