import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entrarComo, limparEntreTestes, renderizarRota } from '../../../testes/renderizar';

describe('administração: a entrada da área de operações', () => {
  limparEntreTestes();

  // The area exists (mfe-gestao, issue 15): a panel saying it was being built, and that call-ups stayed with the
  // technical team, told the administrator something false.
  it('leva à área de operações, que já existe, sem dizer que está em construção', async () => {
    entrarComo({ role: 'Administrador', name: 'Administração' });
    renderizarRota('/usuario/administracao');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Painel da administração' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/em construção/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Área de operações' })).toHaveAttribute('href', '/gestao');
    expect(screen.getByRole('link', { name: 'Catálogo de cursos do Qualifica SP' })).toHaveAttribute(
      'href',
      '/qualificaSP/cursos',
    );
  });

  it('abre uma inscrição de qualquer candidato pelo número', async () => {
    entrarComo({ role: 'Administrador', name: 'Administração' });
    const { navegarFora } = renderizarRota('/usuario/administracao');
    await userEvent.type(await screen.findByLabelText('Número da inscrição'), '42');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir inscrição' }));
    expect(navegarFora).toHaveBeenCalledWith('/inscricao/detalhes/42');
  });

  it('um número inválido fica no campo, com o erro em português', async () => {
    entrarComo({ role: 'Administrador', name: 'Administração' });
    const { navegarFora } = renderizarRota('/usuario/administracao');
    const campo = await screen.findByLabelText('Número da inscrição');
    await userEvent.type(campo, '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir inscrição' }));
    expect(screen.getByText('Informe o número da inscrição, só com algarismos.')).toBeInTheDocument();
    expect(campo).toHaveValue('12a');
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(navegarFora).not.toHaveBeenCalled();
  });
});
