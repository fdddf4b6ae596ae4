import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/shared-auth';
import { redeFalsa } from '../../../testes/rede-falsa';
import { limparEntreTestes, renderizarRota } from '../../../testes/renderizar';
import { tokenFalso } from '../../../testes/token-falso';

const VERIFICAR = 'GET /v1/usuario/ViaRapida/VerificarEmail/nova%40exemplo.com.br';

async function preencher(senha = 'Senha123', confirmacao = 'Senha123') {
  await userEvent.type(screen.getByLabelText(/Nome completo/), 'Nova Candidata');
  await userEvent.type(screen.getByLabelText(/^CPF/), '111.444.777-35');
  await userEvent.type(screen.getByLabelText(/E-mail/), 'nova@exemplo.com.br');
  await userEvent.type(screen.getByLabelText(/Data de nascimento/), '10/10/1995');
  await userEvent.type(screen.getByLabelText(/^Senha/), senha);
  await userEvent.type(screen.getByLabelText(/Confirme a senha/), confirmacao);
  await userEvent.click(screen.getByLabelText(/Li e aceito os termos/));
}

describe('formulário de cadastro', () => {
  limparEntreTestes();

  it('cria a conta, entra e segue para a conta', async () => {
    const token = tokenFalso({ sid: 30, name: 'Nova Candidata', email: 'nova@exemplo.com.br' });
    const vistas = redeFalsa({
      [VERIFICAR]: { status: 200, data: { disponivel: true } },
      'POST /v1/usuario/ViaRapidaLoginSP/Create': { status: 201, data: { token, refreshToken: 'r' } },
    });
    const { navegarFora } = renderizarRota('/usuario/form');
    await screen.findByRole('heading', { level: 1, name: 'Criar conta' });
    await screen.findByRole('heading', { level: 1, name: 'Criar conta' });
    await preencher();
    expect(await screen.findByText('Este e-mail está disponível.')).toHaveAttribute('role', 'status');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(navegarFora).toHaveBeenCalledWith('/usuario/conta'));
    expect(vistas.find((v) => v.metodo === 'POST')?.corpo).toEqual({
      nome: 'Nova Candidata',
      cpf: '11144477735',
      email: 'nova@exemplo.com.br',
      dataNascimento: '10/10/1995',
      senha: 'Senha123',
      confirmacaoSenha: 'Senha123',
      aceitouTermo: true,
    });
    expect(sessionStore.getState().user?.id).toBe(30);
    expect(window.localStorage.getItem('dataNascimento')).toBe('10/10/1995');
  });

  it('anuncia que o e-mail já está em uso', async () => {
    redeFalsa({ [VERIFICAR]: { status: 200, data: { disponivel: false } } });
    renderizarRota('/usuario/form');
    await screen.findByRole('heading', { level: 1, name: 'Criar conta' });
    await userEvent.type(screen.getByLabelText(/E-mail/), 'nova@exemplo.com.br');
    expect(await screen.findByText(/Este e-mail já está cadastrado/)).toBeInTheDocument();
  });

  it('mostra os erros de validação no resumo e em cada campo', async () => {
    const vistas = redeFalsa({ [VERIFICAR]: { status: 200, data: { disponivel: true } } });
    renderizarRota('/usuario/form');
    await screen.findByRole('heading', { level: 1, name: 'Criar conta' });
    await preencher('Senha123', 'Outra123');
    await userEvent.clear(screen.getByLabelText(/^CPF/));
    await userEvent.type(screen.getByLabelText(/^CPF/), '123.456.789-00');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    const resumo = await screen.findByRole('alert');
    expect(within(resumo).getByRole('link', { name: 'CPF inválido.' })).toHaveAttribute('href', '#cpf');
    expect(within(resumo).getByRole('link', { name: 'As senhas não conferem.' })).toHaveAttribute(
      'href',
      '#confirmacaoSenha',
    );
    expect(screen.getByLabelText(/^CPF/)).toHaveAttribute('aria-invalid', 'true');
    expect(vistas.some((v) => v.metodo === 'POST')).toBe(false);
  });

  it('mostra a recusa da API no resumo e mantém o que foi digitado', async () => {
    redeFalsa({
      [VERIFICAR]: { status: 200, data: { disponivel: true } },
      'POST /v1/usuario/ViaRapidaLoginSP/Create': {
        status: 409,
        data: { message: 'Este CPF já está cadastrado.', errors: [] },
      },
    });
    renderizarRota('/usuario/form');
    await screen.findByRole('heading', { level: 1, name: 'Criar conta' });
    await preencher();
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    const resumo = await screen.findByRole('alert');
    expect(within(resumo).getByText('Este CPF já está cadastrado.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nome completo/)).toHaveValue('Nova Candidata');
    expect(screen.getByLabelText(/^CPF/)).toHaveValue('111.444.777-35');
  });

  it.each([
    ['senha: Esta senha é muito comum. Escolha outra.', /^Senha/, 'Esta senha é muito comum. Escolha outra.'],
    ['Já existe uma conta com este CPF.', /^CPF/, 'Já existe uma conta com este CPF.'],
  ])('a recusa "%s" aparece no campo de que fala, sem o prefixo', async (entrada, rotulo, mensagem) => {
    redeFalsa({
      [VERIFICAR]: { status: 200, data: { disponivel: true } },
      'POST /v1/usuario/ViaRapidaLoginSP/Create': {
        status: entrada.startsWith('senha') ? 400 : 409,
        data: { message: 'Os dados enviados são inválidos.', errors: [entrada] },
      },
    });
    renderizarRota('/usuario/form');
    await screen.findByRole('heading', { level: 1, name: 'Criar conta' });
    await preencher();
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    const resumo = await screen.findByRole('alert');
    const campo = screen.getByLabelText(rotulo);
    expect(within(resumo).getByRole('link', { name: mensagem })).toHaveAttribute('href', `#${campo.id}`);
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(campo).toHaveAccessibleDescription(expect.stringContaining(mensagem));
    expect(screen.getByLabelText(/Nome completo/)).not.toHaveAttribute('aria-invalid');
  });

  it('os campos têm o limite do schema, e um nome longo demais é recusado em português', async () => {
    redeFalsa({ [VERIFICAR]: { status: 200, data: { disponivel: true } } });
    renderizarRota('/usuario/form');
    await screen.findByRole('heading', { level: 1, name: 'Criar conta' });
    const nome = screen.getByLabelText(/Nome completo/);
    expect(nome).toHaveAttribute('maxlength', '150');
    expect(screen.getByLabelText(/^CPF/)).toHaveAttribute('maxlength', '14');
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('maxlength', '254');
    expect(screen.getByLabelText(/Data de nascimento/)).toHaveAttribute('maxlength', '10');
    // Pasted text is not cut by maxlength in every browser: the schema still speaks, in Portuguese.
    nome.removeAttribute('maxlength');
    await userEvent.click(nome);
    await userEvent.paste('a'.repeat(300));
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Use no máximo 150 caracteres.');
    expect(nome).toHaveAccessibleDescription(expect.not.stringMatching(/Too big|expected/));
  });

  it('os termos de uso podem ser lidos antes de aceitar', async () => {
    redeFalsa({ [VERIFICAR]: { status: 200, data: { disponivel: true } } });
    renderizarRota('/usuario/form');
    await screen.findByRole('heading', { level: 1, name: 'Criar conta' });
    await userEvent.click(screen.getByText('Ler os termos de uso do portal'));
    expect(screen.getByRole('heading', { name: 'Termos de uso' })).toBeVisible();
    expect(screen.getByText(/Lei Geral de Proteção de Dados/)).toBeVisible();
  });

  it('"Entrar" leva o endereço pedido de volta ao login', async () => {
    redeFalsa({ [VERIFICAR]: { status: 200, data: { disponivel: true } } });
    renderizarRota('/usuario/form?returnUrl=%2Finscricao%2Fhistorico');
    await screen.findByRole('heading', { level: 1, name: 'Criar conta' });
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      '/usuario/login?returnUrl=%2Finscricao%2Fhistorico',
    );
  });
});
