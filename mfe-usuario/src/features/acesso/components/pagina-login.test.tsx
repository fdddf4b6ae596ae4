import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registrarEntradaGovBr, sessionStore } from '@portal/shared-auth';
import { redeFalsa } from '../../../testes/rede-falsa';
import { limparEntreTestes, renderizarRota } from '../../../testes/renderizar';
import { tokenFalso } from '../../../testes/token-falso';

const TOKENS = { token: tokenFalso({ name: 'Maria Silva' }), refreshToken: 'refresh-1' };

async function entrarComCredenciais(login: string, senha: string) {
  await userEvent.type(screen.getByLabelText('CPF ou e-mail'), login);
  await userEvent.type(screen.getByLabelText('Senha'), senha);
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('página de login', () => {
  limparEntreTestes();

  it('entra com CPF e senha, guarda a sessão e volta ao endereço pedido', async () => {
    const vistas = redeFalsa({ 'POST /v1/usuario/authentication': { status: 200, data: TOKENS } });
    const { navegarFora } = renderizarRota('/usuario/login?returnUrl=%2Finscricao%2Fhistorico');
    await entrarComCredenciais('529.982.247-25', 'Senha@123');
    await waitFor(() => expect(navegarFora).toHaveBeenCalledWith('/inscricao/historico'));
    expect(vistas[0]?.corpo).toEqual({ login: '529.982.247-25', senha: 'Senha@123' });
    expect(sessionStore.getState().user?.name).toBe('Maria Silva');
    expect(window.localStorage.getItem('access_token')).toBe(TOKENS.token);
    expect(window.localStorage.getItem('refresh_token')).toBe('refresh-1');
  });

  it('vai para /home quando não há retorno', async () => {
    redeFalsa({ 'POST /v1/usuario/authentication': { status: 200, data: TOKENS } });
    const { navegarFora } = renderizarRota('/usuario/login');
    await entrarComCredenciais('maria.silva@exemplo.com.br', 'Senha@123');
    await waitFor(() => expect(navegarFora).toHaveBeenCalledWith('/home'));
  });

  it('não segue um retorno para outro site (redirecionamento aberto)', async () => {
    redeFalsa({ 'POST /v1/usuario/authentication': { status: 200, data: TOKENS } });
    const { navegarFora } = renderizarRota(
      '/usuario/login?returnUrl=https%3A%2F%2Fmalicioso.example%2Froubo',
    );
    await entrarComCredenciais('52998224725', 'Senha@123');
    await waitFor(() => expect(navegarFora).toHaveBeenCalledWith('/home'));
    expect(navegarFora).not.toHaveBeenCalledWith(expect.stringContaining('malicioso'));
  });

  it('mostra a mensagem da API no resumo quando a senha está errada e mantém o CPF digitado', async () => {
    redeFalsa({
      'POST /v1/usuario/authentication': {
        status: 401,
        data: { message: 'CPF, e-mail ou senha incorretos.', errors: [] },
      },
    });
    const { navegarFora } = renderizarRota('/usuario/login');
    await entrarComCredenciais('52998224725', 'errada');
    const resumo = await screen.findByRole('alert');
    expect(within(resumo).getByRole('link', { name: 'CPF, e-mail ou senha incorretos.' })).toHaveAttribute(
      'href',
      '#login',
    );
    expect(resumo).toHaveFocus();
    expect(screen.getByLabelText('CPF ou e-mail')).toHaveValue('52998224725');
    expect(navegarFora).not.toHaveBeenCalled();
    expect(sessionStore.getState().user).toBeNull();
  });

  it('valida os campos vazios antes de chamar a API', async () => {
    const vistas = redeFalsa({});
    renderizarRota('/usuario/login');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    const resumo = await screen.findByRole('alert');
    expect(within(resumo).getByRole('link', { name: 'Informe o CPF ou e-mail.' })).toHaveAttribute(
      'href',
      '#login',
    );
    expect(within(resumo).getByRole('link', { name: 'Informe a senha.' })).toHaveAttribute('href', '#senha');
    expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
    expect(vistas).toHaveLength(0);
  });

  it('não guarda a senha no rascunho do formulário', async () => {
    renderizarRota('/usuario/login');
    await userEvent.type(screen.getByLabelText('CPF ou e-mail'), '52998224725');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo123');
    const rascunhos = Object.values({ ...window.sessionStorage }).join(' ');
    expect(rascunhos).toContain('52998224725');
    expect(rascunhos).not.toContain('segredo123');
  });

  it('o botão do gov.br segue o padrão: rótulo "Entrar com gov.br", a marca e o ícone decorativo', async () => {
    renderizarRota('/usuario/login');
    const botao = await screen.findByRole('button', { name: 'Entrar com gov.br' });
    expect(botao).toHaveClass('botao', 'botao-govbr');
    expect(botao.querySelector('.marca-govbr')).toHaveTextContent('gov.br');
    expect(botao.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('entra com gov.br passando o retorno ao shell', async () => {
    const entrada = jest.fn<Promise<void>, [string]>().mockResolvedValue(undefined);
    const cancelar = registrarEntradaGovBr(entrada);
    renderizarRota('/usuario/login?returnUrl=%2Fusuario%2Fconta');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar com gov.br' }));
    expect(entrada).toHaveBeenCalledWith('/usuario/conta');
    cancelar();
  });

  it('avisa quando a entrada com gov.br não está disponível', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderizarRota('/usuario/login');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar com gov.br' }));
    expect(await screen.findByText(/Não foi possível iniciar a entrada com gov.br/)).toBeInTheDocument();
  });

  // A new citizen who pressed "Inscrever-se" comes here with the course as the return: creating the account keeps it.
  it('"Criar conta" leva o endereço pedido, e só um do portal', () => {
    renderizarRota('/usuario/login?returnUrl=%2Finscricao%2Fconfirmacao-qualificaSP%2F5');
    expect(screen.getByRole('link', { name: 'Criar conta' })).toHaveAttribute(
      'href',
      '/usuario/form?returnUrl=%2Finscricao%2Fconfirmacao-qualificaSP%2F5',
    );
  });
  it('"Criar conta" sem retorno pedido (ou com um para fora do portal) vai só ao formulário', () => {
    renderizarRota('/usuario/login?returnUrl=https%3A%2F%2Fmalicioso.example');
    expect(screen.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/usuario/form');
  });
});
