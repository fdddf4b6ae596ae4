import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { primeiroNome, sessionStore } from '@portal/shared-auth';
import { redeFalsa } from '../../../testes/rede-falsa';
import { entrarComo, esperarLocal, limparEntreTestes, renderizarRota } from '../../../testes/renderizar';
import { tokenFalso } from '../../../testes/token-falso';
import { usuarioExemplo } from '../../../testes/usuario-exemplo';

const GET = 'GET /v1/usuario/7';
const UPDATE = 'POST /v1/usuario/ViaRapida/Update/7';
const REFRESH = 'POST /v1/usuario/authentication/refresh';

describe('edição dos dados do usuário', () => {
  limparEntreTestes();

  it('carrega os dados, salva, grava atualizouEmail e volta para a conta', async () => {
    entrarComo();
    const vistas = redeFalsa({
      [GET]: { status: 200, data: usuarioExemplo({ dataNascimento: '1990-10-10' }) },
      [UPDATE]: { status: 200, data: usuarioExemplo({ nome: 'Maria S. Silva' }) },
    });
    const { navegarFora } = renderizarRota('/usuario/edit');
    const nome = await screen.findByLabelText(/Nome completo/);
    expect(nome).toHaveValue('Maria Silva');
    expect(screen.getByLabelText(/Data de nascimento/)).toHaveValue('10/10/1990');
    await userEvent.clear(nome);
    await userEvent.type(nome, 'Maria S. Silva');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(navegarFora).toHaveBeenCalledWith('/usuario/conta'));
    expect(vistas.find((v) => v.metodo === 'POST')?.corpo).toEqual({
      nome: 'Maria S. Silva',
      email: 'maria.silva@exemplo.com.br',
      dataNascimento: '10/10/1990',
    });
    expect(window.localStorage.getItem('atualizouEmail')).toBe('true');
  });

  /** Opens the edit page, types `novo` as the name and saves; the page then leaves for the account page. */
  async function salvarONome(novo: string) {
    const { navegarFora } = renderizarRota('/usuario/edit');
    const nome = await screen.findByLabelText(/Nome completo/);
    await userEvent.clear(nome);
    await userEvent.type(nome, novo);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(navegarFora).toHaveBeenCalledWith('/usuario/conta'));
  }

  // The update answers with the account, not with tokens: without a renewal the header kept greeting the old first
  // name until the token's own renewal. The refresh token's answer carries the name the database has now.
  it('depois de salvar um novo nome, renova a sessão e o cumprimento já usa o novo primeiro nome', async () => {
    entrarComo();
    const vistas = redeFalsa({
      [GET]: { status: 200, data: usuarioExemplo() },
      [UPDATE]: { status: 200, data: usuarioExemplo({ nome: 'Mariana Silva' }) },
      [REFRESH]: { status: 200, data: { token: tokenFalso({ name: 'Mariana Silva' }), refreshToken: 'r2' } },
    });
    await salvarONome('Mariana Silva');
    expect(vistas.map((v) => v.chave)).toEqual([GET, UPDATE, REFRESH]);
    expect(vistas[2]?.corpo).toEqual({ id: 7, refreshToken: 'refresh-teste' });
    expect(primeiroNome(sessionStore.getState().user)).toBe('Mariana');
    expect(window.localStorage.getItem('refresh_token')).toBe('r2');
  });

  it('se a renovação não chega à API, o que foi salvo segue salvo e a sessão continua', async () => {
    entrarComo();
    redeFalsa({
      [GET]: { status: 200, data: usuarioExemplo() },
      [UPDATE]: { status: 200, data: usuarioExemplo({ nome: 'Mariana Silva' }) },
      [REFRESH]: { status: 502, data: null },
    });
    await salvarONome('Mariana Silva');
    expect(sessionStore.getState().user?.name).toBe('Maria Silva');
    expect(window.localStorage.getItem('refresh_token')).toBe('refresh-teste');
  });

  it('mostra a recusa da API e mantém o que foi digitado', async () => {
    entrarComo();
    redeFalsa({
      [GET]: { status: 200, data: usuarioExemplo() },
      [UPDATE]: { status: 400, data: { message: 'Recusado pela API.', errors: [] } },
    });
    renderizarRota('/usuario/edit/edit');
    const nome = await screen.findByLabelText(/Nome completo/);
    await userEvent.clear(nome);
    await userEvent.type(nome, 'Outro Nome Digitado');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(within(await screen.findByRole('alert')).getByText('Recusado pela API.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nome completo/)).toHaveValue('Outro Nome Digitado');
  });

  it('o e-mail só se mostra: muda-se em "Alterar e-mail" (issue 27 §2)', async () => {
    entrarComo();
    redeFalsa({ [GET]: { status: 200, data: usuarioExemplo() } });
    renderizarRota('/usuario/edit/edit');
    expect(await screen.findByLabelText(/E-mail/)).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Alterar e-mail' })).toHaveAttribute(
      'href',
      '/usuario/alterar-email/edit',
    );
  });

  // The terms page and this one showed a gov.br account's provisional address as its e-mail (decision 0146).
  it('sem e-mail próprio, diz que não há e-mail e leva a informá-lo; o provisório segue no envio', async () => {
    entrarComo({ email: '52998224725@sem-email.gov.br' });
    const email = '52998224725@sem-email.gov.br';
    const vistas = redeFalsa({
      [GET]: { status: 200, data: usuarioExemplo({ email, emailConfirmado: false }) },
      [UPDATE]: { status: 200, data: usuarioExemplo({ email, emailConfirmado: false }) },
    });
    renderizarRota('/usuario/edit/edit');
    expect(await screen.findByText(/E-mail: nenhum informado/)).toBeInTheDocument();
    expect(screen.queryByDisplayValue(email)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Informar o meu e-mail' })).toHaveAttribute(
      'href',
      '/usuario/alterar-email/edit',
    );
    await userEvent.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(vistas.find((v) => v.metodo === 'POST')?.corpo).toMatchObject({ email }));
  });

  it('valida a data de nascimento', async () => {
    entrarComo();
    redeFalsa({ [GET]: { status: 200, data: usuarioExemplo() } });
    renderizarRota('/usuario/edit');
    const data = await screen.findByLabelText(/Data de nascimento/);
    await userEvent.clear(data);
    await userEvent.type(data, '31/02/1990');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      within(await screen.findByRole('alert')).getByRole('link', { name: 'Data inexistente.' }),
    ).toHaveAttribute('href', '#dataNascimento');
  });

  it('recusa em edit/edit um papel fora de Candidato e Administrador', async () => {
    entrarComo({ role: 'Visitante' });
    renderizarRota('/usuario/edit/edit');
    await esperarLocal('/error/forbidden');
  });

  it('os campos têm o limite do schema; "Este e-mail já está em uso" marca o e-mail, não o nome', async () => {
    entrarComo();
    redeFalsa({
      [GET]: { status: 200, data: usuarioExemplo() },
      [UPDATE]: {
        status: 409,
        data: {
          message: 'Este e-mail já está em uso por outra conta.',
          errors: ['Este e-mail já está em uso por outra conta.'],
        },
      },
    });
    renderizarRota('/usuario/edit');
    const nome = await screen.findByLabelText(/Nome completo/);
    expect(nome).toHaveAttribute('maxlength', '150');
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('maxlength', '254');
    expect(screen.getByLabelText(/Data de nascimento/)).toHaveAttribute('maxlength', '10');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const email = screen.getByLabelText(/E-mail/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    // The read-only e-mail keeps its hint ("Alterar e-mail" changes it, issue 27 §2) beside the refusal.
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Este e-mail já está em uso por outra conta.'),
    );
    expect(nome).not.toHaveAttribute('aria-invalid');
  });
});
