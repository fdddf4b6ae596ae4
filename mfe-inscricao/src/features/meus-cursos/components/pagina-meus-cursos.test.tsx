import { cleanup, screen } from '@testing-library/react';
import { inscricao } from '../../../testes/fixtures';
import { entrarComo, fingirRede, restaurarRede, semRede } from '@portal/shared-auth/testes';
import { renderizarEm } from '../../../testes/renderizar';
import { MeusCursosPagina } from './pagina-meus-cursos';

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
    // The other call is the call-up notice's, which reads every enrolment whatever the filter.
    expect(chamadas.map((c) => c.url).sort()).toEqual([
      '/v1/inscricao/usuario/meuscursosstatus/7/concluidos/aprovado',
      '/v1/inscricao/usuario/meuscursosstatus/7/todos/todos',
    ]);
  });

  it('a pending call-up shows its notice, linking to the history page, whatever the filter', async () => {
    fingirRede({
      'GET /v1/inscricao/usuario/meuscursosstatus/7/concluidos/todos': { data: [] },
      'GET /v1/inscricao/usuario/meuscursosstatus/7/todos/todos': {
        data: [
          inscricao({ idStatusInscricao: 3, idConvocacao: 9001, prazoConvocacao: '2026-11-27T02:59:59Z' }),
        ],
      },
    });
    renderizarEm(<MeusCursosPagina />, '/meus-cursos/:menuStatus/:aprovado', '/meus-cursos/concluidos/todos');
    const aviso = await screen.findByRole('region', { name: 'Convocação para matrícula' });
    expect(aviso).toHaveTextContent('Confirme até 26/11/2026.');
    expect(screen.getByRole('link', { name: 'Confirmar a matrícula em Minhas inscrições' })).toHaveAttribute(
      'href',
      '/inscricao/historico',
    );
  });

  it('sem conexão mostra os cursos vistos neste aparelho com esse filtro, com a data e a hora, sem erro', async () => {
    localStorage.clear();
    fingirRede({
      'GET /v1/inscricao/usuario/meuscursosstatus/7/concluidos/aprovado': {
        data: [inscricao({ idStatusInscricao: 5, aprovado: true })],
      },
      'GET /v1/inscricao/usuario/meuscursosstatus/7/todos/todos': { data: [] },
    });
    const abrir = () =>
      renderizarEm(
        <MeusCursosPagina />,
        '/meus-cursos/:menuStatus/:aprovado',
        '/meus-cursos/concluidos/aprovado',
      );
    abrir();
    await screen.findByText('Situação: Concluída. Resultado: Aprovado.');
    cleanup();
    semRede();
    const erro = jest.spyOn(console, 'error');

    abrir();

    expect(await screen.findByText('Situação: Concluída. Resultado: Aprovado.')).toBeInTheDocument();
    expect(
      screen.getByText(/^Sem conexão — informações de \d{2}\/\d{2} às \d{2}:\d{2}$/),
    ).toBeInTheDocument();
    expect(erro).not.toHaveBeenCalled();
    erro.mockRestore();
  });

  it('sends an unknown filter to todos/todos', async () => {
    fingirRede({ 'GET /v1/inscricao/usuario/meuscursosstatus/7/todos/todos': { data: [] } });
    renderizarEm(<MeusCursosPagina />, '/meus-cursos/:menuStatus/:aprovado', '/meus-cursos/qualquer/coisa');
    expect(await screen.findByTestId('local')).toHaveTextContent('/meus-cursos/todos/todos');
  });
});
