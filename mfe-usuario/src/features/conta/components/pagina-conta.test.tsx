import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redeFalsa } from '../../../testes/rede-falsa';
import { entrarComo, limparEntreTestes, renderizarRota } from '../../../testes/renderizar';
import { usuarioExemplo } from '../../../testes/usuario-exemplo';

describe('minha conta', () => {
  limparEntreTestes();

  it('mostra o novo e-mail aguardando o link (issue 27 §2)', async () => {
    entrarComo();
    redeFalsa({
      'GET /v1/usuario/7': { status: 200, data: usuarioExemplo({ emailPendente: 'nova@exemplo.com.br' }) },
    });
    renderizarRota('/usuario/conta');
    expect(await screen.findByText('Novo e-mail aguardando confirmação')).toBeInTheDocument();
    expect(screen.getByText(/nova@exemplo\.com\.br — use o link/)).toBeInTheDocument();
  });

  it('avisa que o gov.br retomou um cadastro feito com o CPF e pede a revisão (issue 27 §1)', async () => {
    entrarComo();
    redeFalsa({ 'GET /v1/usuario/7': { status: 200, data: usuarioExemplo({ revisarCadastro: true }) } });
    renderizarRota('/usuario/conta');
    const aviso = await screen.findByRole('region', { name: 'Encontramos um cadastro com o seu CPF' });
    expect(aviso).toHaveTextContent(/encerramos todas as sessões/);
    expect(aviso).toHaveTextContent(/endereço, dados pessoais e questionário socioeconômico/);
  });

  // The notice named "Meus cursos", a page the portal does not have: the enrolments are in "Minhas inscrições".
  it('no aviso de retomada, as inscrições levam a "Minhas inscrições" pelo roteador do portal', async () => {
    entrarComo();
    redeFalsa({ 'GET /v1/usuario/7': { status: 200, data: usuarioExemplo({ revisarCadastro: true }) } });
    const { navegarFora } = renderizarRota('/usuario/conta');
    const aviso = await screen.findByRole('region', { name: 'Encontramos um cadastro com o seu CPF' });
    expect(aviso).not.toHaveTextContent(/Meus cursos/);
    await userEvent.click(within(aviso).getByRole('link', { name: 'Minhas inscrições' }));
    expect(navegarFora).toHaveBeenCalledWith('/inscricao/historico');
  });

  it('sem retomada nem troca pendente, nenhum dos dois avisos', async () => {
    entrarComo();
    redeFalsa({ 'GET /v1/usuario/7': { status: 200, data: usuarioExemplo() } });
    renderizarRota('/usuario/conta');
    expect(await screen.findByText('Maria Silva')).toBeInTheDocument();
    expect(screen.queryByText(/Encontramos um cadastro/)).toBeNull();
    expect(screen.queryByText('Novo e-mail aguardando confirmação')).toBeNull();
  });

  it('mostra nome, e-mail e a situação de confirmação, com os caminhos da conta', async () => {
    entrarComo();
    redeFalsa({
      'GET /v1/usuario/7': { status: 200, data: usuarioExemplo({ emailConfirmado: false }) },
    });
    renderizarRota('/usuario/conta');
    expect(await screen.findByText('Maria Silva')).toBeInTheDocument();
    expect(screen.getByText('maria.silva@exemplo.com.br')).toBeInTheDocument();
    expect(screen.getByText(/Não confirmado/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Confirmar meu e-mail' })).toHaveAttribute(
      'href',
      '/usuario/email-nao-confirmado',
    );
    expect(screen.getByRole('link', { name: 'Editar meus dados' })).toHaveAttribute('href', '/usuario/edit');
    expect(screen.getByRole('link', { name: 'Alterar e-mail' })).toHaveAttribute(
      'href',
      '/usuario/alterar-email/edit',
    );
    expect(screen.getByRole('link', { name: 'Sair' })).toHaveAttribute('href', '/usuario/logout');
  });

  it('com o endereço provisório (decisão 0146), diz que não há e-mail e leva a informá-lo', async () => {
    entrarComo();
    const data = usuarioExemplo({ email: '52998224725@sem-email.gov.br', emailConfirmado: false });
    redeFalsa({ 'GET /v1/usuario/7': { status: 200, data } });
    renderizarRota('/usuario/conta');
    expect(await screen.findByText('Nenhum informado')).toBeInTheDocument();
    expect(screen.queryByText(/sem-email\.gov\.br/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Informar o meu e-mail' })).toHaveAttribute(
      'href',
      '/usuario/alterar-email/edit',
    );
    expect(screen.queryByRole('link', { name: 'Confirmar meu e-mail' })).toBeNull();
  });

  it('leva às áreas do cadastro pelo roteador do portal', async () => {
    entrarComo();
    redeFalsa({ 'GET /v1/usuario/7': { status: 200, data: usuarioExemplo() } });
    const { navegarFora } = renderizarRota('/usuario/conta');
    expect(await screen.findByText('Confirmado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Endereço' }));
    expect(navegarFora).toHaveBeenCalledWith('/candidato/endereco/edit');
  });

  it('mostra a recusa da API ao carregar', async () => {
    entrarComo();
    redeFalsa({
      'GET /v1/usuario/7': {
        status: 403,
        data: { message: 'Você não tem permissão para acessar este recurso.', errors: [] },
      },
    });
    renderizarRota('/usuario/conta');
    expect(await screen.findByText('Você não tem permissão para acessar este recurso.')).toBeInTheDocument();
  });
});
