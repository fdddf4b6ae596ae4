import { cleanup, screen, waitFor } from '@testing-library/react';
import { Mensagem } from '@portal/contracts';
import { assinarNotificacoes, encerrarSessao, type Notificacao } from '@portal/shared-auth';
import { fingirRede, restaurarRede, type ChamadaFeita } from '@portal/shared-auth/testes';
import { renderizarRotasDoRemoto } from '@portal/remoto/testes';
import { entrarNaEquipe, pagina } from '../testes/dados';
import { Rotas } from './routes';

/**
 * The area's access is this remote's own guard (decision 1561): the shell mounts the remote for anyone who opens
 * /gestao, and its routes send a visitor to the login and any other role to the forbidden page before a page (and
 * its chunk, or a call to the API) is asked for.
 */
const avisos: Notificacao[] = [];
let parar = () => {};
let chamadas: ChamadaFeita[] = [];

beforeEach(() => {
  avisos.length = 0;
  parar = assinarNotificacoes((n) => avisos.push(n));
  chamadas = fingirRede({ 'GET /v1/gestao/turmas': { data: pagina([]) } });
});
afterEach(() => {
  parar();
  cleanup();
  restaurarRede();
  encerrarSessao();
});

const local = () => screen.getByTestId('local');

describe('quem abre a área de operações', () => {
  it('sem sessão: vai ao login com a URL de retorno e o aviso, sem pedir nada à API', async () => {
    renderizarRotasDoRemoto(<Rotas />, '/gestao/turmas/3?aba=historico');
    await waitFor(() =>
      expect(local()).toHaveTextContent('/usuario/login?returnUrl=%2Fgestao%2Fturmas%2F3%3Faba%3Dhistorico'),
    );
    expect(avisos).toContainEqual(
      expect.objectContaining({ tipo: 'toast', texto: Mensagem.efetueLoginParaContinuar }),
    );
    expect(chamadas).toEqual([]);
  });

  it.each(['Candidato', 'Solicitante'])('%s: vai à página de acesso negado', async (papel) => {
    entrarNaEquipe(papel);
    renderizarRotasDoRemoto(<Rotas />, '/gestao');
    await waitFor(() => expect(local()).toHaveTextContent('/error/forbidden'));
    expect(chamadas).toEqual([]);
  });

  it('a equipe vê a página', async () => {
    entrarNaEquipe('Professor');
    renderizarRotasDoRemoto(<Rotas />, '/gestao');
    expect(await screen.findByRole('heading', { level: 1, name: 'Turmas' })).toBeInTheDocument();
  });
});
