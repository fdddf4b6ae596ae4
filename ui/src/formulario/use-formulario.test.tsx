import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authenticationRequestSchema } from '@portal/contracts';
import { Campo } from '../components/campo';
import { ResumoErros } from '../components/resumo-erros';
import { useFormulario } from './use-formulario';
import { MENSAGEM_CONEXAO_VOLTOU, MENSAGEM_ENVIO_SEM_CONEXAO } from './use-envio';
import { validarComSchema } from './validacao';

const recusa = (data: unknown) => Object.assign(new Error('HTTP 409'), { response: { status: 409, data } });

function Formulario({ enviar }: { enviar: (dados: { login: string; senha: string }) => Promise<void> }) {
  const form = useFormulario({
    chaveRascunho: 'teste-login',
    inicial: { login: '' },
    segredos: { senha: '' },
    validar: (valores) => validarComSchema(authenticationRequestSchema, valores),
    campoErroApi: 'login',
    enviar,
  });
  return (
    <form noValidate onSubmit={(evento) => void form.aoEnviar(evento)}>
      <ResumoErros erros={form.resumo} />
      <Campo {...form.campo('login')} rotulo="CPF ou e-mail" />
      <Campo {...form.campo('senha')} rotulo="Senha" type="password" />
      <button type="submit" disabled={form.enviando}>
        Entrar
      </button>
    </form>
  );
}

afterEach(() => window.sessionStorage.clear());

describe('useFormulario', () => {
  it('valida com o schema e não envia; cada campo mostra a sua mensagem e o resumo lista as duas', async () => {
    const enviar = jest.fn(async () => undefined);
    render(<Formulario enviar={enviar} />);
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(enviar).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Informe o CPF ou e-mail.');
    expect(screen.getByRole('alert')).toHaveTextContent('Informe a senha.');
    expect(screen.getByLabelText(/CPF ou e-mail/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('guarda o rascunho sem a senha e o apaga só depois de salvar', async () => {
    const enviar = jest.fn(async () => undefined);
    render(<Formulario enviar={enviar} />);
    await userEvent.type(screen.getByLabelText(/CPF ou e-mail/), 'maria@exemplo.com.br');
    await userEvent.type(screen.getByLabelText(/Senha/), 'segredo');
    const rascunho = window.sessionStorage.getItem('rascunho:teste-login') ?? '';
    expect(rascunho).toContain('maria@exemplo.com.br');
    expect(rascunho).not.toContain('segredo');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(enviar).toHaveBeenCalledWith({ login: 'maria@exemplo.com.br', senha: 'segredo' });
    await waitFor(() => expect(window.sessionStorage.getItem('rascunho:teste-login')).toBeNull());
  });

  it('a recusa da API aparece no campo indicado e o que foi digitado fica', async () => {
    const enviar = jest.fn(async () => {
      throw recusa({ message: 'Credenciais inválidas.', errors: [] });
    });
    render(<Formulario enviar={enviar} />);
    await userEvent.type(screen.getByLabelText(/CPF ou e-mail/), 'maria@exemplo.com.br');
    await userEvent.type(screen.getByLabelText(/Senha/), 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenciais inválidas.');
    expect(screen.getByLabelText(/CPF ou e-mail/)).toHaveValue('maria@exemplo.com.br');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    expect(window.sessionStorage.getItem('rascunho:teste-login')).toContain('maria@exemplo.com.br');
  });
});

/** What shared-auth's client throws when fetch fails without an answer. */
const semRede = () => Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' });

it('sem conexão: nada se perde, o formulário diz que guardou, avisa quando a conexão volta e só envia no clique', async () => {
  const enviar = jest
    .fn<Promise<void>, [{ login: string; senha: string }]>()
    .mockRejectedValueOnce(semRede());
  render(<Formulario enviar={enviar} />);
  await userEvent.type(screen.getByLabelText(/CPF ou e-mail/), 'maria@exemplo.com.br');
  await userEvent.type(screen.getByLabelText(/Senha/), 'segredo');
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(MENSAGEM_ENVIO_SEM_CONEXAO);
  expect(screen.getByLabelText(/CPF ou e-mail/)).toHaveValue('maria@exemplo.com.br');
  expect(screen.getByLabelText(/Senha/)).toHaveValue('segredo');
  expect(window.sessionStorage.getItem('rascunho:teste-login')).toContain('maria@exemplo.com.br');

  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(MENSAGEM_CONEXAO_VOLTOU);
  // The connection coming back sends nothing by itself.
  expect(enviar).toHaveBeenCalledTimes(1);

  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
  expect(enviar).toHaveBeenCalledTimes(2);
  expect(enviar).toHaveBeenLastCalledWith({ login: 'maria@exemplo.com.br', senha: 'segredo' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
