import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redeFalsa } from '../../../testes/rede-falsa';
import { limparEntreTestes, renderizarRota } from '../../../testes/renderizar';

const LINK = '/usuario/redefinicao-senha?id=7&token=token-do-email';

async function digitar(senha: string, confirmacao: string) {
  await userEvent.type(screen.getByLabelText(/^Nova senha/), senha);
  await userEvent.type(screen.getByLabelText(/Confirme a nova senha/), confirmacao);
  await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
}

describe('redefinição de senha', () => {
  limparEntreTestes();

  it('envia id, token e a nova senha e oferece entrar', async () => {
    const vistas = redeFalsa({
      'POST /v1/usuario/7/password/reset': { status: 200, data: { message: 'ok', errors: [] } },
    });
    renderizarRota(LINK);
    await digitar('NovaSenha1', 'NovaSenha1');
    expect(await screen.findByRole('heading', { name: 'Senha redefinida' })).toBeInTheDocument();
    expect(vistas[0]?.corpo).toEqual({
      id: 7,
      token: 'token-do-email',
      senha: 'NovaSenha1',
      confirmacaoSenha: 'NovaSenha1',
    });
  });

  it('mostra as regras da senha no resumo', async () => {
    const vistas = redeFalsa({});
    renderizarRota(LINK);
    await digitar('curta', 'curta');
    const resumo = await screen.findByRole('alert');
    expect(
      within(resumo).getByRole('link', { name: 'A senha deve ter pelo menos 8 caracteres.' }),
    ).toHaveAttribute('href', '#senha');
    expect(vistas).toHaveLength(0);
  });

  it('mostra a recusa da API (link expirado) no resumo', async () => {
    redeFalsa({
      'POST /v1/usuario/7/password/reset': {
        status: 422,
        data: { message: 'Link inválido ou expirado.', errors: [] },
      },
    });
    renderizarRota(LINK);
    await digitar('NovaSenha1', 'NovaSenha1');
    const resumo = await screen.findByRole('alert');
    expect(within(resumo).getByRole('link', { name: 'Link inválido ou expirado.' })).toBeInTheDocument();
  });

  it('avisa que o link está incompleto', async () => {
    renderizarRota('/usuario/redefinicao-senha?id=7');
    expect(screen.getByText(/Este link está incompleto/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
      'href',
      '/usuario/esqueci-minha-senha',
    );
  });
});
