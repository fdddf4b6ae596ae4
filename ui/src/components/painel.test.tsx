import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { Carregando, Painel } from './painel';

it('painel de erro é anunciado como alerta', () => {
  render(
    <Painel tipo="erro" titulo="Falhou">
      Tente de novo.
    </Painel>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Tente de novo.');
  expect(screen.getByRole('heading', { name: 'Falhou' })).toBeInTheDocument();
});

it('painel informativo tem região nomeada e a classe do tipo', () => {
  render(<Painel tipo="sucesso">Inscrição confirmada.</Painel>);
  const regiao = screen.getByRole('region', { name: 'Sucesso' });
  expect(regiao).toHaveClass('painel', 'painel--sucesso');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('painel com ref recebe o foco por script, com o nome do título, e fica fora da ordem do Tab', () => {
  const ref = createRef<HTMLElement>();
  render(
    <Painel tipo="erro" titulo="A turma ficou sem vagas" ref={ref}>
      Escolha outra turma.
    </Painel>,
  );
  ref.current?.focus();
  const alerta = screen.getByRole('alert', { name: 'A turma ficou sem vagas' });
  expect(alerta).toHaveFocus();
  expect(alerta).toHaveAttribute('tabindex', '-1');
});

it('painel sem ref não é focável', () => {
  render(<Painel tipo="erro" titulo="Falhou" />);
  expect(screen.getByRole('alert')).not.toHaveAttribute('tabindex');
});

it('Carregando é uma região viva educada', () => {
  render(<Carregando />);
  const status = screen.getByRole('status');
  expect(status).toHaveAttribute('aria-live', 'polite');
  expect(status).toHaveTextContent('Carregando…');
});
