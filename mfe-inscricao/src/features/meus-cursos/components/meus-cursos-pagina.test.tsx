import { screen } from '@testing-library/react';
import { inscricao } from '../../../comum/teste/fixtures';
import { entrarComo, fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { renderizarEm } from '../../../comum/teste/renderizar';
import { MeusCursosPagina } from './meus-cursos-pagina';

beforeEach(() => entrarComo());
afterEach(restaurarRede);

describe('MeusCursosPagina', () => {
  it('asks the API for the status and result of the URL and marks the current filters', async () => {
    const chamadas = fingirRede({
      'GET /v1/inscricao/usuario/meuscursosstatus/7/concluidos/aprovado': {
        data: [inscricao({ idStatusInscricao: 5, aprovado: true })],
      },
    });
    renderizarEm(
      <MeusCursosPagina />,
      '/meus-cursos/:menuStatus/:aprovado',
      '/meus-cursos/concluidos/aprovado',
    );
    expect(await screen.findByText('Situação: Concluída. Resultado: Aprovado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Concluídos' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Reprovado' })).toHaveAttribute(
      'href',
      '/meus-cursos/concluidos/reprovado',
    );
    expect(chamadas).toHaveLength(1);
  });

  it('sends an unknown filter to todos/todos', async () => {
    fingirRede({ 'GET /v1/inscricao/usuario/meuscursosstatus/7/todos/todos': { data: [] } });
    renderizarEm(<MeusCursosPagina />, '/meus-cursos/:menuStatus/:aprovado', '/meus-cursos/qualquer/coisa');
    expect(await screen.findByTestId('local')).toHaveTextContent('/meus-cursos/todos/todos');
  });
});
