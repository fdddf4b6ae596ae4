import { render, screen, within } from '@testing-library/react';
import { Tabela } from './tabela';

function abrir(legendaOculta?: boolean) {
  render(
    <Tabela legenda="Inscrições" legendaOculta={legendaOculta} colunas={['Nº', 'Curso']}>
      <tr>
        <td>1</td>
        <th scope="row">Eletricista</th>
      </tr>
    </Tabela>,
  );
  return screen.getByRole('table', { name: 'Inscrições' });
}

describe('Tabela', () => {
  it('names the table by its caption and gives every column header its scope', () => {
    const tabela = abrir();
    const cabecalhos = within(tabela).getAllByRole('columnheader');
    expect(cabecalhos.map((th) => th.textContent)).toEqual(['Nº', 'Curso']);
    expect(cabecalhos.every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    expect(within(tabela).getByRole('rowheader', { name: 'Eletricista' })).toBeInTheDocument();
  });

  it('scrolls inside its own box, and can keep the caption for screen readers only', () => {
    const tabela = abrir(true);
    expect(tabela.parentElement).toHaveClass('tabela-rolagem');
    expect(tabela.querySelector('caption')).toHaveClass('visualmente-oculto');
  });
});
