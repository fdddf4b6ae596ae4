import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Botao, LinkBotao } from './botao';

it('é type="button" por padrão e não envia o formulário', async () => {
  const enviar = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
  render(
    <form onSubmit={enviar}>
      <Botao>Voltar</Botao>
      <Botao type="submit" variante="perigo">
        Cancelar inscrição
      </Botao>
    </form>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
  expect(enviar).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Cancelar inscrição' }));
  expect(enviar).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Cancelar inscrição' })).toHaveClass('botao', 'botao--perigo');
});

it('ocupado: desabilitado e aria-busy', () => {
  render(<Botao ocupado>Salvar</Botao>);
  const botao = screen.getByRole('button', { name: 'Salvar' });
  expect(botao).toBeDisabled();
  expect(botao).toHaveAttribute('aria-busy', 'true');
});

it('LinkBotao é um link com aparência de botão', () => {
  render(
    <LinkBotao href="/inscricao/historico" variante="secundario">
      Minhas inscrições
    </LinkBotao>,
  );
  const link = screen.getByRole('link', { name: 'Minhas inscrições' });
  expect(link).toHaveAttribute('href', '/inscricao/historico');
  expect(link).toHaveClass('botao', 'botao--secundario');
});
