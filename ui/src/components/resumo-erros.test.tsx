import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResumoErros, TITULO_RESUMO_ERROS } from './resumo-erros';

it('não mostra nada sem erros', () => {
  const { container } = render(<ResumoErros erros={[]} />);
  expect(container).toBeEmptyDOMElement();
});

it('anuncia-se, recebe o foco e lista links para cada campo', () => {
  render(
    <>
      <ResumoErros
        erros={[
          { campo: 'cpf', mensagem: 'CPF inválido.' },
          { campo: 'cep', mensagem: 'Informe o CEP.' },
        ]}
      />
      <input id="cpf" aria-label="CPF" />
      <input id="cep" aria-label="CEP" />
    </>,
  );
  const resumo = screen.getByRole('alert');
  expect(resumo).toHaveFocus();
  expect(screen.getByRole('heading', { name: TITULO_RESUMO_ERROS })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'CPF inválido.' })).toHaveAttribute('href', '#cpf');
});

it('o link leva o foco ao campo', async () => {
  render(
    <>
      <ResumoErros erros={[{ campo: 'cep', mensagem: 'Informe o CEP.' }]} />
      <input id="cep" aria-label="CEP" />
    </>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'Informe o CEP.' }));
  expect(screen.getByLabelText('CEP')).toHaveFocus();
});

it('quando os erros mudam depois de um novo envio, volta a receber o foco', () => {
  const { rerender } = render(<ResumoErros erros={[{ campo: 'a', mensagem: 'A' }]} />);
  screen.getByRole('alert').blur();
  rerender(<ResumoErros erros={[{ campo: 'b', mensagem: 'B' }]} />);
  expect(screen.getByRole('alert')).toHaveFocus();
});

it('uma lista nova com o mesmo conteúdo não rouba o foco de quem está digitando', () => {
  const erros = () => [{ campo: 'cep', mensagem: 'Informe o CEP.' }];
  const { rerender } = render(
    <>
      <ResumoErros erros={erros()} />
      <input id="cep" aria-label="CEP" />
    </>,
  );
  const campo = screen.getByLabelText('CEP');
  campo.focus();
  rerender(
    <>
      <ResumoErros erros={erros()} />
      <input id="cep" aria-label="CEP" />
    </>,
  );
  expect(campo).toHaveFocus();
});
