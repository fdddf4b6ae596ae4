import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { encerrarSessao, iniciarSessao } from '@portal/shared-auth';
import { tokenDeTeste } from '@portal/shared-auth/testes';
import { BarraLateral } from './barra-lateral';

function renderizar() {
  render(
    <MemoryRouter>
      <BarraLateral aberta aoNavegar={() => undefined} />
    </MemoryRouter>,
  );
}

afterEach(() => act(() => encerrarSessao()));

describe('BarraLateral', () => {
  it('o Administrador tem a entrada da área de operações, "Administração"', () => {
    iniciarSessao({
      token: tokenDeTeste({ role: 'Administrador', name: 'Administração' }),
      refreshToken: 'r',
    });
    renderizar();
    expect(screen.getByRole('link', { name: 'Administração' })).toHaveAttribute(
      'href',
      '/usuario/administracao',
    );
  });

  it.each([
    ['o visitante', null],
    ['o Candidato', 'Candidato'],
  ])('%s não vê a entrada da administração', (_quem, papel) => {
    if (papel) iniciarSessao({ token: tokenDeTeste({ role: papel }), refreshToken: 'r' });
    renderizar();
    expect(screen.getByRole('link', { name: 'Início' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Administração' })).not.toBeInTheDocument();
  });

  it.each(['Administrador', 'Secretaria', 'Executora', 'Professor', 'Inscricao'])(
    'a equipe (%s) vê "Área de operações", que leva a /gestao',
    (papel) => {
      iniciarSessao({ token: tokenDeTeste({ role: papel }), refreshToken: 'r' });
      renderizar();
      expect(screen.getByRole('link', { name: 'Área de operações' })).toHaveAttribute('href', '/gestao');
    },
  );

  it.each([
    ['o visitante', null],
    ['o Candidato', 'Candidato'],
    ['o Solicitante', 'Solicitante'],
  ])('%s não vê "Área de operações"', (_quem, papel) => {
    if (papel) iniciarSessao({ token: tokenDeTeste({ role: papel }), refreshToken: 'r' });
    renderizar();
    expect(screen.queryByRole('link', { name: 'Área de operações' })).not.toBeInTheDocument();
  });
});
