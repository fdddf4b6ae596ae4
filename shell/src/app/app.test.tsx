import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { MARCA_PORTAL_PRONTO } from '@portal/contracts';
import { servicosFalsos, silenciarColetorDeVisitas } from '../testes/shell-de-teste';
import { RotasDoPortal } from './app';

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

silenciarColetorDeVisitas();

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  // "Relatar uma barreira" grants the contact page's access in storage; no test inherits it.
  localStorage.clear();
});

describe('RotasDoPortal', () => {
  it('marca "portal:pronto" uma vez, quando o roteador já ouve o histórico, e avisa a página com um evento', () => {
    performance.clearMarks(MARCA_PORTAL_PRONTO);
    const avisos = jest.fn();
    document.addEventListener(MARCA_PORTAL_PRONTO, avisos);
    renderizar('/home');
    expect(performance.getEntriesByName(MARCA_PORTAL_PRONTO)).toHaveLength(1);
    // The page's own script (index.html) lets a kept tap go on this event (decision 0856).
    expect(avisos).toHaveBeenCalledTimes(1);
    document.removeEventListener(MARCA_PORTAL_PRONTO, avisos);
  });

  it('a raiz vai para home dentro do layout', async () => {
    renderizar('/');
    expect(screen.getByTestId('endereco')).toHaveTextContent('/home');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cursos gratuitos de qualificação profissional' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o conteúdo 1' })).toHaveAttribute('href', '#conteudo');
    expect(screen.getByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
  });

  it.each([
    ['/error/forbidden', 'Acesso não permitido'],
    ['/error/internal-server-error', 'Ocorreu um erro inesperado'],
    ['/caminho-inexistente', 'Página não encontrada'],
    ['/autenticacao/govbr/retorno', 'Entrando…'],
    ['/acessibilidade', 'Acessibilidade'],
    ['/privacidade', 'Privacidade e proteção de dados'],
  ])('%s mostra "%s"', async (url, titulo) => {
    renderizar(url);
    expect(await screen.findByRole('heading', { level: 1, name: titulo })).toBeInTheDocument();
  });

  it('a página não encontrada do shell leva ao início pelo roteador do portal, sem recarregar', async () => {
    renderizar('/caminho-inexistente');
    expect(await screen.findByRole('button', { name: 'Voltar à página anterior' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: 'Ir para a página inicial' }));
    expect(screen.getByTestId('endereco')).toHaveTextContent('/home');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cursos gratuitos de qualificação profissional' }),
    ).toBeInTheDocument();
  });

  it('na declaração de acessibilidade, "Relatar uma barreira" abre o fale-conosco', async () => {
    renderizar('/acessibilidade');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Relatar uma barreira de acessibilidade' }),
    );
    // The page is lazy: on a busy machine the navigation lands after the click returns.
    expect(await screen.findByRole('heading', { level: 1, name: 'Fale conosco' })).toBeInTheDocument();
    expect(screen.getByTestId('endereco')).toHaveTextContent('/fale-conosco');
  });

  it('fale-conosco sem a permissão volta para home', () => {
    renderizar('/fale-conosco');
    expect(screen.getByTestId('endereco')).toHaveTextContent('/home');
  });

  it('um prefixo de remoto monta a área do remoto (aqui um remoto que não carrega: o painel)', async () => {
    renderizar('/inscricao/historico');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument());
    expect(screen.getByText('Olá, visitante')).toBeInTheDocument();
  });
});
