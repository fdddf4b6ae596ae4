import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { StorageKey } from '@portal/contracts';
import { FaleConosco, GuardaFaleConosco } from './fale-conosco';

function renderizar() {
  return render(
    <MemoryRouter initialEntries={['/fale-conosco']}>
      <Routes>
        <Route path="/home" element={<h1>Página inicial</h1>} />
        <Route
          path="/fale-conosco"
          element={
            <GuardaFaleConosco>
              <FaleConosco />
            </GuardaFaleConosco>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => localStorage.clear());

describe('fale-conosco', () => {
  it('sem a permissão de contato vai para home', () => {
    renderizar();
    expect(screen.getByRole('heading', { name: 'Página inicial' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Fale conosco' })).not.toBeInTheDocument();
  });

  it('com um valor diferente de "true" continua indo para home', () => {
    localStorage.setItem(StorageKey.acessoFaleConosco, 'false');
    renderizar();
    expect(screen.getByRole('heading', { name: 'Página inicial' })).toBeInTheDocument();
  });

  it('com a permissão mostra os canais de atendimento', () => {
    localStorage.setItem(StorageKey.acessoFaleConosco, 'true');
    renderizar();
    expect(screen.getByRole('heading', { level: 1, name: 'Fale conosco' })).toBeInTheDocument();
    expect(document.title).toBe('Fale conosco | Portal Qualifica');
  });
});
