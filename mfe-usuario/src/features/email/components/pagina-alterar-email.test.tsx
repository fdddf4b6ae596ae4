import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redeFalsa } from '../../../testes/rede-falsa';
import { entrarComo, limparEntreTestes, renderizarRota } from '../../../testes/renderizar';
import { usuarioExemplo } from '../../../testes/usuario-exemplo';

describe('alterar e-mail', () => {
  limparEntreTestes();

  it('envia o novo e-mail, grava atualizouEmail e volta para a conta', async () => {
    entrarComo();
    const vistas = redeFalsa({
      'PUT /v1/usuario/7/Email': { status: 200, data: usuarioExemplo({ email: 'novo@exemplo.com.br' }) },
    });
    const { navegarFora } = renderizarRota('/usuario/alterar-email/edit');
    await userEvent.type(await screen.findByLabelText(/Novo e-mail/), 'Novo@Exemplo.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar novo e-mail' }));
    await waitFor(() => expect(navegarFora).toHaveBeenCalledWith('/usuario/conta'));
    expect(vistas[0]?.corpo).toEqual({ email: 'novo@exemplo.com.br' });
    expect(window.localStorage.getItem('atualizouEmail')).toBe('true');
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
