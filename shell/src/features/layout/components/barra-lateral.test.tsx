import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { encerrarSessao, iniciarSessao } from '@portal/shared-auth';
import { tokenDeTeste } from '@portal/shared-auth/testes';
import { BarraLateral, type DesenharItens } from './barra-lateral';

/** A staff session's entries as the app gives them (from the registry, decision 1560): one entry per role. */
const maisItens = jest.fn((papel: string, desenhar: DesenharItens) =>
  desenhar([{ rotulo: `Área de ${papel}`, caminho: `/area-${papel}` }]),
);

function renderizar() {
  render(
    <MemoryRouter>
      <BarraLateral aberta aoNavegar={() => undefined} maisItens={maisItens} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  act(() => encerrarSessao());
  maisItens.mockClear();
});

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

  it.each(['Administrador', 'Executora', 'Solicitante'])(
    'uma sessão que não é de cidadão (%s) ganha as entradas da equipe, como links da barra',
    (papel) => {
      iniciarSessao({ token: tokenDeTeste({ role: papel }), refreshToken: 'r' });
      renderizar();
      expect(maisItens).toHaveBeenCalledWith(papel, expect.any(Function));
      expect(screen.getByRole('link', { name: `Área de ${papel}` })).toHaveAttribute(
        'href',
        `/area-${papel}`,
      );
    },
  );

  it.each([
    ['o visitante', null],
    ['o Candidato', 'Candidato'],
  ])('%s não ganha entradas da equipe: nem se pedem', (_quem, papel) => {
    if (papel) iniciarSessao({ token: tokenDeTeste({ role: papel }), refreshToken: 'r' });
    renderizar();
    expect(maisItens).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Início' })).toBeInTheDocument();
  });
});
