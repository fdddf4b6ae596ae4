import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focoComoNoChromium } from '@portal/ui/testes';
import { Paginacao } from './paginacao';

let pararFoco: () => void;
beforeEach(() => {
  pararFoco = focoComoNoChromium();
});
afterEach(() => pararFoco());

function Paginas() {
  const [pagina, setPagina] = useState(1);
  return (
    <Paginacao rotulo="Páginas das turmas" pagina={pagina} total={45} porPagina={20} aoMudar={setPagina} />
  );
}

describe('Paginacao', () => {
  // Reaching the last page, "Próxima página" can go no further: disabled, it lost the focus to <body> in Chromium.
  it('na última página, "Próxima página" fica com o foco e diz que não vai além', async () => {
    render(<Paginas />);
    const proxima = screen.getByRole('button', { name: 'Próxima página' });
    await userEvent.click(proxima);
    await userEvent.click(proxima);

    expect(proxima).toHaveFocus();
    expect(proxima).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Página 3 de 3')).toBeInTheDocument();
  });

  it('a página nova é anunciada', async () => {
    render(<Paginas />);
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(screen.getByText('Página 2 de 3')).toHaveAttribute('role', 'status');
  });

  it('na primeira página, "Página anterior" continua na ordem do Tab, sem mudar de página', async () => {
    render(<Paginas />);
    const anterior = screen.getByRole('button', { name: 'Página anterior' });
    expect(anterior).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(anterior);
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
  });
});
