import { Route, Routes } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { permitir, redirecionar } from '@portal/shared-auth';
import { renderizarRotasDoRemoto } from '../testes/renderizar-rotas';
import { RotaGuardada } from './rota-guardada';

function Rotas({ avaliar }: { avaliar: (url: string) => ReturnType<typeof permitir> }) {
  return (
    <Routes>
      <Route
        path="/inscricao/historico"
        element={
          <RotaGuardada avaliar={avaliar}>
            <h1>Minhas inscrições</h1>
          </RotaGuardada>
        }
      />
    </Routes>
  );
}

it('mostra a página quando a guarda permite, com a URL do portal (caminho e busca)', async () => {
  const avaliar = jest.fn(() => permitir());
  renderizarRotasDoRemoto(<Rotas avaliar={avaliar} />, '/inscricao/historico?pagina=2');
  expect(await screen.findByRole('heading', { name: 'Minhas inscrições' })).toBeInTheDocument();
  expect(avaliar).toHaveBeenCalledWith('/inscricao/historico?pagina=2');
});

it('redireciona quando a guarda manda, sem mostrar a página', async () => {
  renderizarRotasDoRemoto(<Rotas avaliar={() => redirecionar('/usuario/login')} />, '/inscricao/historico');
  expect(await screen.findByText('/usuario/login')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Minhas inscrições' })).not.toBeInTheDocument();
});
