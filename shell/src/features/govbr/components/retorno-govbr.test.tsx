import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { UserManager } from 'oidc-client-ts';
import { RetornoGovBr } from './retorno-govbr';

function renderizar(gerenciador: UserManager) {
  return render(
    <MemoryRouter initialEntries={['/autenticacao/govbr/retorno?code=abc&state=xyz']}>
      <Routes>
        <Route
          path="/autenticacao/govbr/retorno"
          element={<RetornoGovBr carregarGerenciador={async () => gerenciador} />}
        />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('RetornoGovBr', () => {
  it('mostra "Entrando…" e, se o gov.br falhar, um erro claro com o caminho de volta ao login', async () => {
    const signinCallback = jest.fn().mockRejectedValue(new Error('invalid_grant'));
    renderizar({ signinCallback } as unknown as UserManager);
    expect(screen.getByRole('heading', { level: 1, name: 'Entrando…' })).toBeInTheDocument();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Não foi possível entrar com o gov.br' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a página de entrada' })).toHaveAttribute(
      'href',
      '/usuario/login',
    );
    expect(signinCallback).toHaveBeenCalledTimes(1);
  });
});
