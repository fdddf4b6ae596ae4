import { Route, Routes } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { renderizarRotasDoRemoto } from '../testes/renderizar-rotas';
import { rotasFinais } from './rotas-finais';

function Rotas() {
  return (
    <Routes>
      <Route path="/inscricao/historico" element={<h1>Minhas inscrições</h1>} />
      <Route path="/meus-cursos/:menuStatus/:aprovado" element={<h1>Meus cursos</h1>} />
      {rotasFinais(['inscricao', 'meus-cursos'], { inscricao: '/inscricao/historico' })}
    </Routes>
  );
}

it('o prefixo sozinho vai para a página inicial do remoto', () => {
  renderizarRotasDoRemoto(<Rotas />, '/inscricao');
  expect(screen.getByRole('heading', { name: 'Minhas inscrições' })).toBeInTheDocument();
  expect(screen.getByTestId('local')).toHaveTextContent('/inscricao/historico');
});

it.each(['/inscricao/xyz', '/inscricao/historico/1', '/meus-cursos', '/meus-cursos/ativos'])(
  '%s, desconhecido dentro do remoto, mostra a página não encontrada',
  (url) => {
    renderizarRotasDoRemoto(<Rotas />, url);
    expect(screen.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
  },
);

it('as rotas de verdade continuam valendo', () => {
  renderizarRotasDoRemoto(<Rotas />, '/meus-cursos/todos/todos');
  expect(screen.getByRole('heading', { name: 'Meus cursos' })).toBeInTheDocument();
});

it('o caminho de outra área não mostra nada (o shell troca de área)', () => {
  renderizarRotasDoRemoto(<Rotas />, '/usuario/login');
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
});
