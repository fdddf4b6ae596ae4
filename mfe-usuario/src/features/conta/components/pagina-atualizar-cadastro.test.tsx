import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/shared-auth';
import { redeFalsa } from '../../../testes/rede-falsa';
import { entrarComo, limparEntreTestes, renderizarRota } from '../../../testes/renderizar';
import { tokenFalso } from '../../../testes/token-falso';

const CAMINHO = 'GET /v1/usuario/7/dadosAtualizacaoCadastro';
const DADOS = {
  nome: 'Carla Dias',
  email: 'carla.dias@exemplo.com.br',
  dataNascimento: '05/05/1985',
  aceitouTermo: false,
};

describe('atualizar cadastro (termos pendentes)', () => {
  limparEntreTestes();

  it('mostra os termos e os dados atuais, aceita e volta ao destino com os novos tokens', async () => {
    entrarComo({ name: 'Carla Dias', aceitouTermo: false });
    const novoToken = tokenFalso({ name: 'Carla Dias', aceitouTermo: true });
    const vistas = redeFalsa({
      [CAMINHO]: { status: 200, data: DADOS },
      'PUT /v1/usuario/7/dadosAtualizacaoCadastro': {
        status: 200,
        data: { token: novoToken, refreshToken: 'r2' },
      },
    });
    const { navegarFora } = renderizarRota('/usuario/atualizar-cadastro?returnUrl=%2Finscricao%2Fhistorico');
    expect(await screen.findByRole('heading', { name: 'Termos de uso' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/Nome completo/)).toHaveValue('Carla Dias');
    await userEvent.click(screen.getByLabelText(/Li e aceito os termos/));
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar e continuar' }));
    await waitFor(() => expect(navegarFora).toHaveBeenCalledWith('/inscricao/historico'));
    expect(vistas.find((v) => v.metodo === 'PUT')?.corpo).toEqual({ ...DADOS, aceitouTermo: true });
    expect(sessionStore.getState().user?.aceitouTermo).toBe(true);
    expect(window.localStorage.getItem('access_token')).toBe(novoToken);
  });

  it('exige o aceite dos termos', async () => {
    entrarComo({ aceitouTermo: false });
    const vistas = redeFalsa({ [CAMINHO]: { status: 200, data: DADOS } });
    renderizarRota('/usuario/atualizar-cadastro');
    await userEvent.click(await screen.findByRole('button', { name: 'Aceitar e continuar' }));
    const resumo = await screen.findByRole('alert');
    expect(within(resumo).getByRole('link', { name: 'É preciso aceitar os termos de uso.' })).toHaveAttribute(
      'href',
      '#aceitouTermo',
    );
    expect(vistas.filter((v) => v.metodo === 'PUT')).toHaveLength(0);
  });

  it('não segue um retorno para outro site', async () => {
    entrarComo({ aceitouTermo: false });
    redeFalsa({
      [CAMINHO]: { status: 200, data: DADOS },
      'PUT /v1/usuario/7/dadosAtualizacaoCadastro': {
        status: 200,
        data: { token: tokenFalso(), refreshToken: 'r2' },
      },
    });
    const { navegarFora } = renderizarRota('/usuario/atualizar-cadastro?returnUrl=%2F%2Fmalicioso.example');
    await userEvent.click(await screen.findByLabelText(/Li e aceito os termos/));
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar e continuar' }));
    await waitFor(() => expect(navegarFora).toHaveBeenCalledWith('/usuario/conta'));
  });
});
