import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redeFalsa } from '../../../testes/rede-falsa';
import { entrarComo, limparEntreTestes, renderizarRota } from '../../../testes/renderizar';
import { usuarioExemplo } from '../../../testes/usuario-exemplo';

describe('alterar e-mail', () => {
  limparEntreTestes();

  it('envia o novo e-mail com a senha atual, grava atualizouEmail e volta para a conta', async () => {
    entrarComo();
    const vistas = redeFalsa({
      'PUT /v1/usuario/7/Email': {
        status: 200,
        data: usuarioExemplo({ emailPendente: 'novo@exemplo.com.br' }),
      },
    });
    const { navegarFora } = renderizarRota('/usuario/alterar-email/edit');
    await userEvent.type(await screen.findByLabelText(/Novo e-mail/), 'Novo@Exemplo.com.br');
    await userEvent.type(screen.getByLabelText(/Senha atual/), 'Senha@123');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar novo e-mail' }));
    await waitFor(() => expect(navegarFora).toHaveBeenCalledWith('/usuario/conta'));
    expect(vistas[0]?.corpo).toEqual({ email: 'novo@exemplo.com.br', senha: 'Senha@123' });
    expect(window.localStorage.getItem('atualizouEmail')).toBe('true');
    // The password never goes to the draft.
    expect(JSON.stringify(window.sessionStorage)).not.toContain('Senha@123');
  });

  it('mostra a recusa da senha e mantém o e-mail digitado', async () => {
    entrarComo();
    redeFalsa({
      'PUT /v1/usuario/7/Email': {
        status: 400,
        data: { message: 'A senha atual não confere.', errors: ['A senha atual não confere.'] },
      },
    });
    renderizarRota('/usuario/alterar-email/edit');
    await userEvent.type(await screen.findByLabelText(/Novo e-mail/), 'novo@exemplo.com.br');
    await userEvent.type(screen.getByLabelText(/Senha atual/), 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar novo e-mail' }));
    expect(
      within(await screen.findByRole('alert')).getByText('A senha atual não confere.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Novo e-mail/)).toHaveValue('novo@exemplo.com.br');
  });

  // A gov.br account with no address of its own (decision 0146) comes here from "Informar o meu e-mail": the page
  // showed its provisional address as the current one, and promised it an undo link it never gets.
  it('sem e-mail próprio, não mostra o endereço provisório nem promete avisá-lo', async () => {
    entrarComo({ email: '52998224725@sem-email.gov.br' });
    redeFalsa({});
    renderizarRota('/usuario/alterar-email/edit');
    expect(await screen.findByText(/A sua conta ainda não tem um e-mail/)).toBeInTheDocument();
    expect(screen.queryByText(/sem-email\.gov\.br/)).not.toBeInTheDocument();
    expect(screen.queryByText(/desfazer a troca/)).not.toBeInTheDocument();
  });

  it('com e-mail, avisa o atual só se ele estiver confirmado', async () => {
    entrarComo();
    redeFalsa({});
    renderizarRota('/usuario/alterar-email/edit');
    expect(
      await screen.findByText(/se ele estiver confirmado, com um link para desfazer a troca/),
    ).toBeInTheDocument();
  });

  it('valida o formato do e-mail', async () => {
    entrarComo();
    const vistas = redeFalsa({});
    renderizarRota('/usuario/alterar-email/edit');
    await userEvent.type(await screen.findByLabelText(/Novo e-mail/), 'sem-arroba');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar novo e-mail' }));
    expect(
      within(await screen.findByRole('alert')).getByRole('link', { name: 'E-mail inválido.' }),
    ).toHaveAttribute('href', '#email');
    expect(vistas).toHaveLength(0);
    expect(window.localStorage.getItem('atualizouEmail')).toBeNull();
  });
});
