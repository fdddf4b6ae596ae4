import { screen } from '@testing-library/react';
import { redeFalsa } from '../../../testes/rede-falsa';
import { entrarComo, esperarLocal, limparEntreTestes, renderizarRota } from '../../../testes/renderizar';

const LINK = '/usuario/confirmacao-email?id=7&token=abcdef123456';

describe('confirmação de e-mail', () => {
  limparEntreTestes();

  it('consome o token do link uma única vez e confirma', async () => {
    entrarComo();
    const vistas = redeFalsa({
      'POST /v1/usuario/7/confirmation': { status: 200, data: { message: 'E-mail confirmado.', errors: [] } },
    });
    renderizarRota(LINK);
    expect(await screen.findByRole('heading', { name: 'E-mail confirmado' })).toBeInTheDocument();
    expect(vistas).toHaveLength(1);
    expect(vistas[0]?.params).toEqual({ origem: 1, token: 'abcdef123456' });
    // The API takes only JSON on POST: an empty object, never a body-less request.
    expect(vistas[0]?.corpo).toEqual({});
  });

  it('mostra a mensagem da API quando o link não vale mais', async () => {
    entrarComo();
    redeFalsa({
      'POST /v1/usuario/7/confirmation': {
        status: 422,
        data: { message: 'Link inválido ou expirado.', errors: [] },
      },
    });
    renderizarRota(LINK);
    expect(await screen.findByText('Link inválido ou expirado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir um novo link de confirmação' })).toBeInTheDocument();
  });

  it('avisa que o link está incompleto sem chamar a API', async () => {
    entrarComo();
    const vistas = redeFalsa({});
    renderizarRota('/usuario/confirmacao-email?id=7');
    expect(await screen.findByText(/Este link está incompleto/)).toBeInTheDocument();
    expect(vistas).toHaveLength(0);
  });

  it('manda o visitante entrar primeiro, guardando o link inteiro como retorno', async () => {
    const vistas = redeFalsa({});
    renderizarRota(LINK);
    await esperarLocal(`/usuario/login?returnUrl=${encodeURIComponent(LINK)}`);
    expect(vistas).toHaveLength(0);
  });
});
