import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { semRede } from '@portal/shared-auth/testes';
import { MENSAGEM_ENVIO_SEM_CONEXAO } from '@portal/ui';
import { redeFalsa } from '../../../testes/rede-falsa';
import { limparEntreTestes, ouvirNotificacoes, renderizarRota } from '../../../testes/renderizar';

const PEDIDO = 'POST /v1/usuario/password/reset/email';
const NEUTRA = /Se houver uma conta com esses dados, enviaremos um link/;

describe('esqueci minha senha', () => {
  limparEntreTestes();
  const notificacoes = ouvirNotificacoes();

  it('pede o link com o CPF ou e-mail e origem 1, e mostra a confirmação neutra', async () => {
    const vistas = redeFalsa({ [PEDIDO]: { status: 202, data: { message: 'ok', errors: [] } } });
    renderizarRota('/usuario/esqueci-minha-senha');
    await userEvent.type(screen.getByLabelText(/CPF ou e-mail/), '529.982.247-25');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText(NEUTRA)).toBeInTheDocument();
    expect(vistas[0]).toEqual(
      expect.objectContaining({ corpo: { login: '529.982.247-25' }, params: { origem: 1 } }),
    );
  });

  // The API answers the same 202 whether or not the account exists (api/test/usuario.test.ts): that answer is the
  // confirmation, and nothing else on the page tells the two apart.
  it('mostra a mesma confirmação para uma conta que não existe (a API responde o mesmo 202)', async () => {
    redeFalsa({ [PEDIDO]: { status: 202, data: { message: 'ok', errors: [] } } });
    renderizarRota('/usuario/esqueci-minha-senha');
    await userEvent.type(screen.getByLabelText(/CPF ou e-mail/), 'ninguem@exemplo.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText(NEUTRA)).toBeInTheDocument();
    expect(notificacoes).toHaveLength(0);
  });

  // Nothing was sent: the confirmation would lie, and the draft it clears is what the citizen typed.
  it('sem conexão, não confirma o pedido, diz que nada foi enviado e mantém o que foi digitado', async () => {
    semRede();
    renderizarRota('/usuario/esqueci-minha-senha');
    await userEvent.type(screen.getByLabelText(/CPF ou e-mail/), '529.982.247-25');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    const resumo = await screen.findByRole('alert');
    expect(within(resumo).getByRole('link', { name: MENSAGEM_ENVIO_SEM_CONEXAO })).toHaveAttribute(
      'href',
      '#login',
    );
    expect(screen.queryByText('Pedido recebido')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/CPF ou e-mail/)).toHaveValue('529.982.247-25');
  });

  it.each([
    [429, 'Muitas tentativas. Aguarde um pouco e tente novamente.'],
    [503, 'Serviço temporariamente indisponível'],
    [500, 'Ocorreu um erro inesperado. Tente novamente mais tarde.'],
  ])(
    'com a resposta %i da API, não confirma o pedido, mostra a mensagem dela e mantém o que foi digitado',
    async (status, mensagem) => {
      redeFalsa({ [PEDIDO]: { status, data: { message: mensagem, errors: [] } } });
      renderizarRota('/usuario/esqueci-minha-senha');
      await userEvent.type(screen.getByLabelText(/CPF ou e-mail/), '529.982.247-25');
      await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
      const resumo = await screen.findByRole('alert');
      expect(within(resumo).getByRole('link', { name: mensagem })).toHaveAttribute('href', '#login');
      expect(resumo).toHaveFocus();
      expect(screen.queryByText('Pedido recebido')).not.toBeInTheDocument();
      expect(screen.getByLabelText(/CPF ou e-mail/)).toHaveValue('529.982.247-25');
      expect(screen.getByLabelText(/CPF ou e-mail/)).toHaveAttribute('aria-invalid', 'true');
    },
  );

  // Only the API's 202 means the request was taken: a 200 from something on the way (a captive portal) is not it.
  it('uma resposta 200 que não é a da API não confirma o pedido', async () => {
    redeFalsa({ [PEDIDO]: { status: 200, data: '<html>Wi-Fi do aeroporto</html>' } });
    renderizarRota('/usuario/esqueci-minha-senha');
    await userEvent.type(screen.getByLabelText(/CPF ou e-mail/), '529.982.247-25');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Pedido recebido')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/CPF ou e-mail/)).toHaveValue('529.982.247-25');
  });

  it('exige o CPF ou e-mail', async () => {
    const vistas = redeFalsa({});
    renderizarRota('/usuario/esqueci-minha-senha');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    const resumo = await screen.findByRole('alert');
    expect(within(resumo).getByRole('link')).toHaveAttribute('href', '#login');
    expect(vistas).toHaveLength(0);
  });
});
