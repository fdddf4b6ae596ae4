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

it('Carregando é uma região viva educada', () => {
  render(<Carregando />);
  const status = screen.getByRole('status');
  expect(status).toHaveAttribute('aria-live', 'polite');
  expect(status).toHaveTextContent('Carregando…');
});
