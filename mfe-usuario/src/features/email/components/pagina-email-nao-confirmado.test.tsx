import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { falsificarRede } from '../../../testes/http-falso';
import { entrarComo, limparEntreTestes, renderizarRota } from '../../../testes/renderizar';

const REENVIO = 'POST /v1/usuario/7/confirmation/email';

describe('e-mail não confirmado', () => {
  limparEntreTestes();

  it('explica e reenvia o link de confirmação com origem 1', async () => {
    entrarComo();
    const vistas = falsificarRede({ [REENVIO]: { status: 202, data: { message: 'ok', errors: [] } } });
    renderizarRota('/usuario/email-nao-confirmado');
    expect(await screen.findByText('maria.silva@exemplo.com.br', { selector: 'strong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar e-mail de confirmação' }));
    expect(await screen.findByRole('heading', { name: 'Link enviado' })).toBeInTheDocument();
    expect(vistas[0]?.params).toEqual({ origem: 1 });
    expect(vistas[0]?.data).toEqual({});
  });

  it('mostra a mensagem da API quando o e-mail já foi confirmado', async () => {
    entrarComo();
    falsificarRede({
      [REENVIO]: { status: 409, data: { message: 'Este e-mail já foi confirmado.', errors: [] } },
    });
    renderizarRota('/usuario/email-nao-confirmado');
    await userEvent.click(await screen.findByRole('button', { name: 'Reenviar e-mail de confirmação' }));
    expect(await screen.findByText('Este e-mail já foi confirmado.')).toBeInTheDocument();
  });
});
