import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { encerrarSessao, iniciarSessao } from '@portal/shared-auth';
import { Cabecalho } from './cabecalho';

/** An access token as the API issues it (the browser only decodes it; the API verifies the signature). */
function tokenDeAcesso(name: string): string {
  const base64url = (valor: object) => {
    const bytes = new TextEncoder().encode(JSON.stringify(valor));
    return btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  };
  const agora = Math.floor(Date.now() / 1000);
  const claims = {
    sid: 7,
    sessao: 's1',
    name,
    email: 'maria@exemplo.com',
    role: 'Candidato',
    aceitouTermo: true,
    uf: 'SP',
    iat: agora,
    exp: agora + 900,
  };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.assinatura`;
}

function renderizar() {
  return render(
    <MemoryRouter>
      <Cabecalho menuAberto={false} aoAlternarMenu={() => undefined} />
    </MemoryRouter>,
  );
}

afterEach(() => act(() => encerrarSessao()));

describe('Cabecalho', () => {
  it('saúda o visitante e oferece Entrar quando ninguém entrou', () => {
    renderizar();
    expect(screen.getByText('Olá, visitante')).toBeInTheDocument();
    const entrar = screen.getAllByRole('link', { name: 'Entrar' });
    expect(entrar[0]).toHaveAttribute('href', '/usuario/login');
    expect(screen.queryByRole('link', { name: 'Sair' })).not.toBeInTheDocument();
  });

  it('saúda pelo primeiro nome e oferece Sair depois da entrada', () => {
    act(() => {
      iniciarSessao({ token: tokenDeAcesso('Maria José da Silva'), refreshToken: 'r1' });
    });
    renderizar();
    expect(screen.getByText('Olá, Maria')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sair' })[0]).toHaveAttribute('href', '/usuario/logout');
  });

  it('segue a sessão ao vivo: sair volta para visitante', () => {
    act(() => {
      iniciarSessao({ token: tokenDeAcesso('João Pereira'), refreshToken: 'r1' });
    });
    renderizar();
    expect(screen.getByText('Olá, João')).toBeInTheDocument();
    act(() => encerrarSessao());
    expect(screen.getByText('Olá, visitante')).toBeInTheDocument();
  });

  it('o botão Menu diz se a navegação está aberta', () => {
    renderizar();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-controls',
      'navegacao-principal',
    );
  });
});
