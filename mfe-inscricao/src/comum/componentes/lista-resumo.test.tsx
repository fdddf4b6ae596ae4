import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ListaResumo } from './lista-resumo';

const LINHAS = [
  { chave: 'Município', valor: 'Campinas', alterar: '/inscricao/escolha-curso/novo-emprego/form' },
  { chave: 'Turno', valor: 'Manhã, 08:00 às 12:00' },
];

/**
 * Issue #14, checked by hand at 320 px: an inline grid of three columns (8 rem for the label) left the answers about
 * five letters wide, broken mid-word ("Campina s"). The layout belongs to the shared stylesheet (ui conteudo.css:
 * one column on phones, three from 36 rem), which an inline style would override.
 */
it('deixa as colunas à folha de estilos, que empilha pergunta e resposta no celular', () => {
  render(
    <MemoryRouter>
      <ListaResumo linhas={LINHAS} />
    </MemoryRouter>,
  );
  const lista = screen.getByText('Campinas').closest('dl')!;
  expect(lista).toHaveClass('lista-resumo');
  expect(lista.style.gridTemplateColumns).toBe('');
  expect(lista.querySelector('[style]')).toBeNull();
  expect(screen.getByRole('link', { name: 'Alterar município' })).toBeInTheDocument();
});
