import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRascunho } from './use-rascunho';

function Formulario() {
  const [dados, definir, limpar] = useRascunho('endereco', { cep: '' });
  return (
    <>
      <label htmlFor="cep">CEP</label>
      <input id="cep" value={dados.cep} onChange={(e) => definir({ cep: e.target.value })} />
      <button type="button" onClick={limpar}>
        Salvo
      </button>
    </>
  );
}

beforeEach(() => sessionStorage.clear());

it('guarda o rascunho em sessionStorage e o devolve ao remontar', async () => {
  const { unmount } = render(<Formulario />);
  await userEvent.type(screen.getByLabelText('CEP'), '01001000');
  expect(JSON.parse(sessionStorage.getItem('rascunho:endereco')!)).toEqual({ cep: '01001000' });
  unmount();
  render(<Formulario />);
  expect(screen.getByLabelText('CEP')).toHaveValue('01001000');
});

it('limpar() apaga o rascunho e volta ao valor inicial', async () => {
  render(<Formulario />);
  await userEvent.type(screen.getByLabelText('CEP'), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Salvo' }));
  expect(screen.getByLabelText('CEP')).toHaveValue('');
  expect(sessionStorage.getItem('rascunho:endereco')).toBeNull();
});

it('rascunho corrompido vale o valor inicial', () => {
  sessionStorage.setItem('rascunho:endereco', '{');
  render(<Formulario />);
  expect(screen.getByLabelText('CEP')).toHaveValue('');
});
