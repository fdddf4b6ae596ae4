import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('mostra a mesma confirmação quando a API recusa', async () => {
    redeFalsa({ [PEDIDO]: { status: 404, data: { message: 'Registro não encontrado.', errors: [] } } });
    renderizarRota('/usuario/esqueci-minha-senha');
    await userEvent.type(screen.getByLabelText(/CPF ou e-mail/), 'ninguem@exemplo.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText(NEUTRA)).toBeInTheDocument();
    expect(screen.queryByText('Registro não encontrado.')).not.toBeInTheDocument();
    expect(notificacoes).toHaveLength(0);
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
