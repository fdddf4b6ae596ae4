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
  // Decision 1562: the staff's one entry leads to the staff page of mfe-usuario, which lists the staff areas the
  // registry declares for the role; the shell names no staff area, path or role.
  it.each(['Administrador', 'Secretaria', 'Executora', 'Professor', 'Inscricao'])(
    'a equipe (%s) tem a entrada "Administração", que leva ao painel da administração',
    (papel) => {
      iniciarSessao({ token: tokenDeTeste({ role: papel, name: 'Equipe' }), refreshToken: 'r' });
      renderizar();
      expect(screen.getByRole('link', { name: 'Administração' })).toHaveAttribute(
        'href',
        '/usuario/administracao',
      );
    },
  );

  it.each([
    ['o visitante', null],
    ['o Candidato', 'Candidato'],
  ])('%s não vê a entrada da equipe', (_quem, papel) => {
    if (papel) iniciarSessao({ token: tokenDeTeste({ role: papel }), refreshToken: 'r' });
    renderizar();
    expect(screen.getByRole('link', { name: 'Início' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Minhas inscrições' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Administração' })).not.toBeInTheDocument();
  });
});
