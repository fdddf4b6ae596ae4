import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificar } from '@portal/shared-auth';
import { Notificacoes } from './notificacoes';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const usuario = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

it('toast aparece numa região viva, com OK, e some depois de 3000 ms', () => {
  render(<Notificacoes />);
  act(() => notificar.toast('Inscrição salva', 'success'));
  const regiao = screen.getByRole('status');
  expect(regiao).toHaveAttribute('aria-live', 'polite');
  expect(within(regiao).getByText('Inscrição salva').closest('.toast')).toHaveClass('toast--success');
  expect(within(regiao).getByRole('button', { name: 'OK' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(2999));
  expect(screen.queryByText('Inscrição salva')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Inscrição salva')).not.toBeInTheDocument();
});

it('OK fecha o toast na hora', async () => {
  render(<Notificacoes />);
  act(() => notificar.toast('Aviso'));
  await usuario().click(screen.getByRole('button', { name: 'OK' }));
  expect(screen.queryByText('Aviso')).not.toBeInTheDocument();
});

it('com o foco no toast, o tempo para (tempo ajustável, WCAG 2.2.1)', () => {
  render(<Notificacoes />);
  act(() => notificar.toast('Leia com calma'));
  act(() => screen.getByRole('button', { name: 'OK' }).focus());
  act(() => jest.advanceTimersByTime(10_000));
  expect(screen.getByText('Leia com calma')).toBeInTheDocument();
});

it('toast de erro fica até ser dispensado', async () => {
  render(<Notificacoes />);
  act(() => notificar.toast('CPF inválido.', 'danger'));
  act(() => jest.advanceTimersByTime(60_000));
  expect(screen.getByText('CPF inválido.')).toBeInTheDocument();
  await usuario().click(screen.getByRole('button', { name: 'OK' }));
  expect(screen.queryByText('CPF inválido.')).not.toBeInTheDocument();
});

it('enquanto há toast, a página reserva a altura deles embaixo, e some a reserva depois', async () => {
  render(<Notificacoes />);
  act(() => notificar.toast('Salvo', 'success'));
  expect(document.documentElement.style.getPropertyValue('--reserva-dos-avisos')).toMatch(/^\d+px$/);
  await usuario().click(screen.getByRole('button', { name: 'OK' }));
  expect(document.documentElement.style.getPropertyValue('--reserva-dos-avisos')).toBe('');
});

it('alerta é um diálogo com cabeçalho, linhas e botões, que o tempo não fecha', async () => {
  render(
    <>
      <button type="button">Antes</button>
      <Notificacoes />
    </>,
  );
  screen.getByRole('button', { name: 'Antes' }).focus();
  act(() =>
    notificar.alerta({ cabecalho: 'Dados de pagamento', corpo: ['Linha 1', 'Linha 2'], duracaoMs: 3000 }),
  );
  const dialogo = screen.getByRole('alertdialog', { name: 'Dados de pagamento' });
  expect(dialogo).toHaveAttribute('aria-modal', 'true');
  expect(dialogo).toHaveClass('alerta', 'custom-alert');
  expect(dialogo).toHaveAccessibleDescription('Linha 1 Linha 2');
  expect(within(dialogo).getByRole('button', { name: 'OK' })).toHaveFocus();
  act(() => jest.advanceTimersByTime(60_000));
  expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  await usuario().click(within(dialogo).getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Antes' })).toHaveFocus();
});

it('alertas em fila aparecem um de cada vez; o botão executa sua ação', async () => {
  const confirmar = jest.fn();
  render(<Notificacoes />);
  act(() => {
    notificar.alerta({
      cabecalho: 'Primeiro',
      corpo: [],
      botoes: [
        { texto: 'Não', papel: 'cancel' },
        { texto: 'Sim', acao: confirmar },
      ],
    });
    notificar.alerta({ cabecalho: 'Segundo', corpo: [] });
  });
  expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  await usuario().click(screen.getByRole('button', { name: 'Sim' }));
  expect(confirmar).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('alertdialog', { name: 'Segundo' })).toBeInTheDocument();
  await usuario().keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});
