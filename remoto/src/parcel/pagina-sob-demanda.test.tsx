import { render, screen } from '@testing-library/react';
import { paginaSobDemanda } from './pagina-sob-demanda';

function PaginaDeTeste({ titulo }: { titulo: string }) {
  return <h1>{titulo}</h1>;
}

describe('paginaSobDemanda', () => {
  it('mostra o carregamento e depois a página exportada com as props recebidas', async () => {
    let liberar: () => void = () => undefined;
    const carregado = new Promise<{ PaginaDeTeste: typeof PaginaDeTeste }>((resolve) => {
      liberar = () => resolve({ PaginaDeTeste });
    });
    const Pagina = paginaSobDemanda(() => carregado, 'PaginaDeTeste');
    render(<Pagina titulo="Cursos" />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    liberar();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cursos' })).toBeInTheDocument();
  });
});
