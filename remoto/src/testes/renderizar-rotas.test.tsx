import { fireEvent, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { useNavegarFora } from '../parcel/portal-props';
import { renderizarRotasDoRemoto } from './renderizar-rotas';

function Inicio() {
  const sair = useNavegarFora();
  return (
    <>
      <Link to="/trilhas">Trilhas</Link>
      <button type="button" onClick={() => sair('/usuario/login')}>
        Entrar
      </button>
    </>
  );
}

const rotas = (
  <Routes>
    <Route path="/programas" element={<Inicio />} />
    <Route path="/trilhas" element={<h1>Trilhas</h1>} />
  </Routes>
);

it('mostra onde o roteador do remoto está e registra as saídas para o shell', () => {
  const { navegarFora } = renderizarRotasDoRemoto(rotas, '/programas?pagina=1');
  expect(screen.getByTestId('local')).toHaveTextContent('/programas?pagina=1');
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
  expect(navegarFora).toHaveBeenCalledWith('/usuario/login');
  fireEvent.click(screen.getByRole('link', { name: 'Trilhas' }));
  expect(screen.getByTestId('local')).toHaveTextContent('/trilhas');
});
