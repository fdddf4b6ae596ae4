import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { restaurarRede } from '@portal/shared-auth/testes';
import { abrir } from '../../../testes/abrir-turma';
import { turma } from '../../../testes/dados';
import { focoComoNoChromium } from '@portal/ui/testes';

// A button is disabled while its request runs (Botao ocupado): in Chromium it then drops the focus to <body>, and
// when the request is over a keyboard or screen reader user has lost their place. The focus goes back to the button.
let pararFoco: () => void;
beforeEach(() => {
  pararFoco = focoComoNoChromium();
});
afterEach(() => pararFoco());
afterEach(restaurarRede);

it('"Alterar vagas" sem lista de espera: alteradas, o foco volta ao botão, e o resultado é anunciado', async () => {
  abrir('Executora', {
    'PUT /v1/gestao/turmas/7/vagas': { data: { ...turma({ vagas: 28 }), convocadas: [] } },
  });
  const vagas = await screen.findByLabelText(/Número de vagas/);
  await userEvent.clear(vagas);
  await userEvent.type(vagas, '28');
  const botao = screen.getByRole('button', { name: 'Alterar vagas' });
  await userEvent.click(botao);

  expect(await screen.findByText('Vagas alteradas para 28.')).toHaveAttribute('role', 'status');
  await waitFor(() => expect(botao).toHaveFocus());
});

it('"Exportar CSV": baixado o arquivo, o foco volta ao botão', async () => {
  Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined });
  abrir('Executora', { 'GET /v1/gestao/turmas/7/inscricoes.csv': { data: 'nome;cpf\n' } });
  const botao = await screen.findByRole('button', { name: 'Exportar CSV' });
  await userEvent.click(botao);

  expect(await screen.findByText('Arquivo CSV baixado.')).toHaveAttribute('role', 'status');
  await waitFor(() => expect(botao).toHaveFocus());
});
