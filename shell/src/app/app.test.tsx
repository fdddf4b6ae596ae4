import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { UserManager } from 'oidc-client-ts';
import { http } from '@portal/shared-auth';
import { CatalogoRemotos } from '../features/composicao/api/catalogo-remotos';
import { RotasDoPortal } from './app';
import type { ServicosDoShell } from './servicos';

function servicosFalsos(): ServicosDoShell {
  const federacao = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
  return {
    catalogo: new CatalogoRemotos(federacao, async () => ({ registro: new Map(), problemas: [] })),
    carregarGerenciadorOidc: async () =>
      ({ signinCallback: jest.fn(() => new Promise(() => undefined)) }) as unknown as UserManager,
    urlAnalytics: '/v1/analytics/pageview',
  };
}

function Endereco() {
  return <output data-testid="endereco">{useLocation().pathname}</output>;
}

function renderizar(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <RotasDoPortal servicos={servicosFalsos()} />
      <Endereco />
    </MemoryRouter>,
  );
}

const adapterOriginal = http.defaults.adapter;
// The page views the layout sends stop at axios' adapter: these tests are about routes, not the collector.
const coletorMudo = (async (config: unknown) => ({
  data: '',
  status: 202,
  statusText: '',
  headers: {},
  config,
})) as unknown as typeof http.defaults.adapter;

beforeEach(() => {
  http.defaults.adapter = coletorMudo;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  http.defaults.adapter = adapterOriginal;
  jest.restoreAllMocks();
});

describe('RotasDoPortal', () => {
  it('a raiz vai para home dentro do layout', async () => {
    renderizar('/');
    expect(screen.getByTestId('endereco')).toHaveTextContent('/home');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cursos gratuitos de qualificação profissional' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o conteúdo' })).toHaveAttribute('href', '#conteudo');
    expect(screen.getByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
  });

  it.each([
    ['/error/forbidden', 'Acesso não permitido'],
    ['/error/internal-server-error', 'Ocorreu um erro inesperado'],
    ['/caminho-inexistente', 'Página não encontrada'],
    ['/autenticacao/govbr/retorno', 'Entrando…'],
  ])('%s mostra "%s"', async (url, titulo) => {
    renderizar(url);
    expect(await screen.findByRole('heading', { level: 1, name: titulo })).toBeInTheDocument();
  });

  it('a página não encontrada do shell leva ao início pelo roteador do portal, sem recarregar', async () => {
    renderizar('/caminho-inexistente');
    expect(screen.getByRole('button', { name: 'Voltar à página anterior' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: 'Ir para a página inicial' }));
    expect(screen.getByTestId('endereco')).toHaveTextContent('/home');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cursos gratuitos de qualificação profissional' }),
    ).toBeInTheDocument();
  });

  it('fale-conosco sem a permissão volta para home', () => {
    renderizar('/fale-conosco');
    expect(screen.getByTestId('endereco')).toHaveTextContent('/home');
  });

  it('um prefixo de remoto monta a área do remoto (aqui fora do registro: o painel)', async () => {
    renderizar('/inscricao/historico');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument());
    expect(screen.getByText('Olá, visitante')).toBeInTheDocument();
  });
});
