import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { desativarModoEscuro, EVENTO_MODO_ESCURO } from '@portal/shared-auth';
import { BotaoModoEscuro, ROTULO_MODO_ESCURO } from './botao-modo-escuro';

beforeEach(() => act(() => desativarModoEscuro()));

describe('BotaoModoEscuro', () => {
  it('alterna a classe dark do body, grava prefers_dark_mode e avisa os outros apps', async () => {
    const avisos: boolean[] = [];
    const ouvir = (evento: Event) => avisos.push((evento as CustomEvent<{ ativo: boolean }>).detail.ativo);
    window.addEventListener(EVENTO_MODO_ESCURO, ouvir);
    render(<BotaoModoEscuro />);
    const botao = screen.getByRole('button', { name: new RegExp(ROTULO_MODO_ESCURO) });
    expect(botao).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(botao);
    expect(document.body).toHaveClass('dark');
    expect(localStorage.getItem('prefers_dark_mode')).toBe('true');
    expect(botao).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(botao);
    expect(document.body).not.toHaveClass('dark');
    expect(localStorage.getItem('prefers_dark_mode')).toBe('false');
    window.removeEventListener(EVENTO_MODO_ESCURO, ouvir);
    expect(avisos).toEqual([true, false]);
  });

  it('é operável pelo teclado', async () => {
    render(<BotaoModoEscuro />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: new RegExp(ROTULO_MODO_ESCURO) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(document.body).toHaveClass('dark');
  });
});
