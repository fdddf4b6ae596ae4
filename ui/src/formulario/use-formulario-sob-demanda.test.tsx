import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authenticationRequestSchema } from '@portal/contracts';
import { Campo } from '../components/campo';
import { ResumoErros } from '../components/resumo-erros';
import { useFormulario } from './use-formulario';
import { validarComSchema } from './validacao';

type Esquema = typeof authenticationRequestSchema;

/** A page drawn without zod (decision 0841): its schema comes from a loader, started at the first edit. */
function Formulario({ carregar, enviar }: { carregar: () => Promise<Esquema>; enviar: () => Promise<void> }) {
  const form = useFormulario({
    chaveRascunho: 'teste-sob-demanda',
    inicial: { login: '' },
    segredos: { senha: '' },
    validar: async (valores) => validarComSchema(await carregar(), valores),
    aoEditar: () => void carregar().catch(() => undefined),
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

it('começa a carregar o schema na primeira tecla e valida com ele ao enviar', async () => {
  const carregar = jest.fn(async () => authenticationRequestSchema);
  const enviar = jest.fn(async () => undefined);
  render(<Formulario carregar={carregar} enviar={enviar} />);
  expect(carregar).not.toHaveBeenCalled();
  await userEvent.type(screen.getByLabelText(/CPF ou e-mail/), 'm');
  expect(carregar).toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Informe a senha.');
  expect(enviar).not.toHaveBeenCalled();
});

it('se o schema não chega (sem conexão), diz no campo indicado e guarda o que foi digitado', async () => {
  const carregar = jest.fn(async (): Promise<Esquema> => {
    throw new TypeError('Failed to fetch');
  });
  const enviar = jest.fn(async () => undefined);
  render(<Formulario carregar={carregar} enviar={enviar} />);
  await userEvent.type(screen.getByLabelText(/CPF ou e-mail/), 'maria@exemplo.com.br');
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(screen.getByLabelText(/CPF ou e-mail/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/CPF ou e-mail/)).toHaveValue('maria@exemplo.com.br');
  expect(enviar).not.toHaveBeenCalled();
});
