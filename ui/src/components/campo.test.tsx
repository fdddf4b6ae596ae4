import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Campo } from './campo';

it('o rótulo nomeia o campo e a dica e o erro o descrevem', () => {
  render(<Campo id="cpf" rotulo="CPF" dica="Só números" erro="CPF inválido." defaultValue="123" />);
  const campo = screen.getByLabelText('CPF');
  expect(campo).toHaveAttribute('aria-invalid', 'true');
  expect(campo).toHaveAttribute('aria-describedby', 'cpf-dica cpf-erro');
  expect(campo).toHaveAccessibleDescription('Só números CPF inválido.');
  expect(campo.closest('.campo')).toHaveClass('campo--erro');
});

it('sem erro não marca aria-invalid nem descreve o que não existe', () => {
  render(<Campo id="nome" rotulo="Nome" />);
  const campo = screen.getByLabelText('Nome');
  expect(campo).not.toHaveAttribute('aria-invalid');
  expect(campo).not.toHaveAttribute('aria-describedby');
});

it('campo obrigatório mantém o nome acessível limpo (asterisco só visual)', () => {
  render(<Campo id="email" rotulo="E-mail" type="email" required />);
  expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeRequired();
  expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-required', 'true');
});

it('select e textarea seguem as mesmas regras', () => {
  render(
    <>
      <Campo id="uf" tipo="select" rotulo="UF" erro="Escolha a UF.">
        <option value="">Selecione</option>
        <option value="SP">São Paulo</option>
      </Campo>
      <Campo id="obs" tipo="textarea" rotulo="Observações" dica="Opcional" />
    </>,
  );
  expect(screen.getByRole('combobox', { name: 'UF' })).toHaveAccessibleDescription('Escolha a UF.');
  expect(screen.getByRole('textbox', { name: 'Observações' })).toHaveAccessibleDescription('Opcional');
});

it('o que o usuário digita permanece no campo', async () => {
  render(<Campo id="cidade" rotulo="Cidade" />);
  await userEvent.type(screen.getByLabelText('Cidade'), 'Campinas');
  expect(screen.getByLabelText('Cidade')).toHaveValue('Campinas');
});

it('um aria-describedby próprio é somado aos da dica e do erro', () => {
  render(<Campo id="senha" rotulo="Senha" dica="8 caracteres" aria-describedby="forca" />);
  expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-describedby', 'senha-dica forca');
});
