import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { restaurarRede } from '@portal/shared-auth/testes';
import { abrir } from '../../../testes/abrir-turma';
import { turma } from '../../../testes/dados';

afterEach(restaurarRede);

/** Class 7 with enrolment open until the staff member closes it (the class is read again after the change). */
function abrirTurmaComInscricoesAbertas() {
  let abertas = true;
  return abrir('Administrador', {
    'GET /v1/gestao/turmas/7': () => ({ data: turma({ inscricoesAbertas: abertas }) }),
    'PUT /v1/gestao/turmas/7/inscricoes': () => {
      abertas = false;
      return { data: turma({ inscricoesAbertas: false }) };
    },
  });
}

// The confirmation's buttons leave the page with it: the focus must not fall to <body> (WCAG 2.4.3).
describe('Abrir ou fechar inscrições: o foco depois da confirmação', () => {
  it('confirmar leva o foco ao botão da seção, que agora abre as inscrições', async () => {
    abrirTurmaComInscricoesAbertas();
    await userEvent.click(await screen.findByRole('button', { name: 'Fechar inscrições' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar: fechar inscrições' }));

    expect(await screen.findByText('Inscrições fechadas.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Abrir inscrições' })).toHaveFocus());
  });

  it('cancelar devolve o foco ao botão que abriu a pergunta', async () => {
    const chamadas = abrirTurmaComInscricoesAbertas();
    await userEvent.click(await screen.findByRole('button', { name: 'Fechar inscrições' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Fechar inscrições' })).toHaveFocus());
    expect(chamadas.some((c) => c.metodo === 'PUT')).toBe(false);
  });
});
