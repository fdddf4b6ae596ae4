import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authenticationRequestSchema } from '@portal/contracts';
import { Campo } from '../components/campo';
import { ResumoErros } from '../components/resumo-erros';
import { useFormulario } from './use-formulario';
import { MENSAGEM_CONEXAO_VOLTOU, MENSAGEM_ENVIO_SEM_CONEXAO } from './use-envio';
import { validarComSchema } from './validacao';

/** What shared-auth's client throws when fetch fails without an answer. */
const semRede = () => Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' });

function Formulario({ enviar }: { enviar: (dados: { login: string; senha: string }) => Promise<void> }) {
  const form = useFormulario({
    chaveRascunho: 'teste-sem-conexao',
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
      <button type="submit">Entrar</button>
    </form>
  );
}

afterEach(() => window.sessionStorage.clear());

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
  expect(window.sessionStorage.getItem('rascunho:teste-sem-conexao')).toContain('maria@exemplo.com.br');

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
