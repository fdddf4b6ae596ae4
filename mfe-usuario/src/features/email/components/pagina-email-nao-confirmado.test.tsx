import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redeFalsa } from '../../../testes/rede-falsa';
import {
  entrarComo,
  esperarLocal,
  limparEntreTestes,
  ouvirNotificacoes,
  renderizarRota,
} from '../../../testes/renderizar';

const REENVIO = 'POST /v1/usuario/7/confirmation/email';
const CONSULTA = 'GET /v1/usuario/7/email/confirmed';
const NAO_CONFIRMADO = { status: 404, data: { message: 'E-mail ainda não confirmado.', errors: [] } };
const CONFIRMADO = { status: 200, data: { confirmado: true } };

describe('e-mail não confirmado', () => {
  limparEntreTestes();
  const notificacoes = ouvirNotificacoes();

  it('explica e reenvia o link de confirmação com origem 1', async () => {
    entrarComo();
    const vistas = redeFalsa({
      [CONSULTA]: NAO_CONFIRMADO,
      [REENVIO]: { status: 202, data: { message: 'ok', errors: [] } },
    });
    renderizarRota('/usuario/email-nao-confirmado');
    expect(await screen.findByText('maria.silva@exemplo.com.br', { selector: 'strong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar e-mail de confirmação' }));
    expect(await screen.findByRole('heading', { name: 'Link enviado' })).toBeInTheDocument();
    expect(vistas[1]?.params).toEqual({ origem: 1 });
    expect(vistas[1]?.corpo).toEqual({});
  });

  // A gov.br account with no address of its own (decision 0146): there is nothing to resend to, only one to give.
  it('com o endereço provisório, pede o e-mail em "Alterar e-mail" em vez de reenviar', async () => {
    entrarComo({ email: '52998224725@sem-email.gov.br' });
    redeFalsa({ [CONSULTA]: NAO_CONFIRMADO });
    renderizarRota('/usuario/email-nao-confirmado');
    expect(await screen.findByRole('heading', { name: 'Informe o seu e-mail' })).toBeInTheDocument();
    expect(screen.queryByText(/sem-email\.gov\.br/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reenviar e-mail de confirmação' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Informar o meu e-mail' }));
    await esperarLocal('/usuario/alterar-email/edit');
  });

  it('mostra a mensagem da API quando o e-mail já foi confirmado', async () => {
    entrarComo();
    redeFalsa({
      [CONSULTA]: NAO_CONFIRMADO,
      [REENVIO]: { status: 409, data: { message: 'Este e-mail já foi confirmado.', errors: [] } },
    });
    renderizarRota('/usuario/email-nao-confirmado');
    await userEvent.click(await screen.findByRole('button', { name: 'Reenviar e-mail de confirmação' }));
    expect(await screen.findByText('Este e-mail já foi confirmado.')).toBeInTheDocument();
  });

  it('com o e-mail já confirmado, diz isso e segue para onde o candidato ia (returnUrl)', async () => {
    entrarComo();
    redeFalsa({ [CONSULTA]: CONFIRMADO });
    renderizarRota('/usuario/email-nao-confirmado?returnUrl=%2Fusuario%2Fedit');
    await esperarLocal('/usuario/edit');
    expect(notificacoes).toEqual([
      expect.objectContaining({ tipo: 'toast', texto: 'Seu e-mail já está confirmado.', cor: 'success' }),
    ]);
    expect(screen.queryByRole('heading', { name: 'Confirme o seu e-mail' })).not.toBeInTheDocument();
  });

  it('já confirmado e sem returnUrl (ou com um de fora do portal): vai para a conta', async () => {
    entrarComo();
    redeFalsa({ [CONSULTA]: CONFIRMADO });
    renderizarRota('/usuario/email-nao-confirmado?returnUrl=https%3A%2F%2Fexemplo.invalid%2F');
    await esperarLocal('/usuario/conta');
  });
});
