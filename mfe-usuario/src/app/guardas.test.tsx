import { screen } from '@testing-library/react';
import { definirIdentidadeGovBr } from '@portal/shared-auth';
import { redeFalsa } from '../testes/rede-falsa';
import { usuarioExemplo } from '../testes/usuario-exemplo';
import {
  entrarComo,
  esperarLocal,
  limparEntreTestes,
  ouvirNotificacoes,
  renderizarRota,
} from '../testes/renderizar';

const USUARIO = usuarioExemplo();

describe('guardas das rotas usuario/*', () => {
  limparEntreTestes();
  const notificacoes = ouvirNotificacoes();

  it('manda o visitante de uma rota com login para o login, com o retorno e o aviso', async () => {
    renderizarRota('/usuario/conta');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar no portal' })).toBeInTheDocument();
    expect(screen.getByTestId('local')).toHaveTextContent('/usuario/login?returnUrl=%2Fusuario%2Fconta');
    expect(notificacoes).toContainEqual(
      expect.objectContaining({ tipo: 'toast', texto: 'Efetue o login para continuar' }),
    );
  });

  // Spec §2 and §6 (issue 28 §14): the login guard of usuario/edit/edit lists both roles and requires Candidato.
  it('recusa o Administrador em usuario/edit/edit com error/forbidden', async () => {
    entrarComo({ role: 'Administrador' });
    renderizarRota('/usuario/edit/edit');
    await esperarLocal('/error/forbidden');
  });

  it.each(['Candidato', 'Solicitante'])(
    'recusa um %s no painel da administração com error/forbidden',
    async (papel) => {
      entrarComo({ role: papel });
      renderizarRota('/usuario/administracao');
      await esperarLocal('/error/forbidden');
      expect(screen.queryByRole('heading', { name: 'Painel da administração' })).not.toBeInTheDocument();
    },
  );

  it.each(['Administrador', 'Executora', 'Professor'])(
    'abre o painel da administração para %s',
    async (papel) => {
      entrarComo({ role: papel, name: 'Equipe' });
      renderizarRota('/usuario/administracao');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Painel da administração' }),
      ).toBeInTheDocument();
    },
  );

  it('manda o visitante do painel da administração para o login, com o retorno', async () => {
    renderizarRota('/usuario/administracao');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar no portal' })).toBeInTheDocument();
    expect(screen.getByTestId('local')).toHaveTextContent('returnUrl=%2Fusuario%2Fadministracao');
  });

  it('manda o Candidato sem termos aceitos para atualizar-cadastro com o retorno', async () => {
    entrarComo({ aceitouTermo: false });
    redeFalsa({
      'GET /v1/usuario/7/dadosAtualizacaoCadastro': {
        status: 200,
        data: { nome: 'Maria', email: 'm@e.br', dataNascimento: null },
      },
    });
    renderizarRota('/usuario/alterar-email/edit');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Atualize o seu cadastro' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('local')).toHaveTextContent(
      '/usuario/atualizar-cadastro?returnUrl=%2Fusuario%2Falterar-email%2Fedit',
    );
  });

  it('manda quem já aceitou os termos de atualizar-cadastro para a conta', async () => {
    entrarComo({ aceitouTermo: true });
    redeFalsa({ 'GET /v1/usuario/7': { status: 200, data: USUARIO } });
    renderizarRota('/usuario/atualizar-cadastro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Minha conta' })).toBeInTheDocument();
  });

  it('manda o visitante de atualizar-cadastro para o login', async () => {
    renderizarRota('/usuario/atualizar-cadastro');
    await esperarLocal('/usuario/login?returnUrl=%2Fusuario%2Fatualizar-cadastro');
  });

  it('leva quem já tem conta do formulário de cadastro para a edição', async () => {
    entrarComo();
    redeFalsa({ 'GET /v1/usuario/7': { status: 200, data: USUARIO } });
    renderizarRota('/usuario/form');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meus dados' })).toBeInTheDocument();
    expect(screen.getByTestId('local')).toHaveTextContent(/^\/usuario\/edit$/);
  });

  it('pede para confirmar os dados quando o e-mail do gov.br difere e atualizouEmail não está gravado', async () => {
    entrarComo();
    definirIdentidadeGovBr({ email: 'outro@exemplo.com.br', name: 'Maria' });
    redeFalsa({ 'GET /v1/usuario/7': { status: 200, data: USUARIO } });
    renderizarRota('/usuario/conta');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meus dados' })).toBeInTheDocument();
    expect(notificacoes).toContainEqual(
      expect.objectContaining({
        tipo: 'alerta',
        cabecalho: 'Confirme seus dados e clique em Salvar para continuar.',
      }),
    );
  });

  it('leva o caminho vazio /usuario para o login', async () => {
    renderizarRota('/usuario');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar no portal' })).toBeInTheDocument();
  });
});
