import { act, render, screen, waitFor } from '@testing-library/react';
import { ID_DADOS_PRE_RENDERIZADOS } from './dados-pre-renderizados';
import { useCarga } from './use-carga';

function Lista({ carregar }: { carregar: () => Promise<string[]> }) {
  const carga = useCarga(carregar, 'modalidade:1');
  return <p>{carga.dados ? carga.dados.join(', ') : 'carregando'}</p>;
}

function blocoDeDados(dados: object) {
  const bloco = document.createElement('script');
  bloco.type = 'application/json';
  bloco.id = ID_DADOS_PRE_RENDERIZADOS;
  bloco.textContent = JSON.stringify(dados);
  document.body.append(bloco);
  return bloco;
}

afterEach(() => document.getElementById(ID_DADOS_PRE_RENDERIZADOS)?.remove());

it('a página pré-renderizada começa com os dados da pré-renderização e os lê de novo da API', async () => {
  blocoDeDados({ 'modalidade:1': ['Eletricista'] });
  let responder: (cursos: string[]) => void = () => undefined;
  render(<Lista carregar={() => new Promise((resolve) => (responder = resolve))} />);
  expect(screen.getByText('Eletricista')).toBeInTheDocument();
  responder(['Eletricista', 'Padeiro']);
  expect(await screen.findByText('Eletricista, Padeiro')).toBeInTheDocument();
});

it('se a nova leitura falhar, a página continua com os dados da pré-renderização', async () => {
  blocoDeDados({ 'modalidade:1': ['Eletricista'] });
  const carregar = jest.fn(() => Promise.reject(new Error('fora do ar')));
  render(<Lista carregar={carregar} />);
  await waitFor(() => expect(carregar).toHaveBeenCalled());
  await act(() => Promise.resolve());
  expect(screen.getByText('Eletricista')).toBeInTheDocument();
});

it('sem bloco de dados, carrega como sempre', async () => {
  render(<Lista carregar={() => Promise.resolve(['Padeiro'])} />);
  expect(screen.getByText('carregando')).toBeInTheDocument();
  expect(await screen.findByText('Padeiro')).toBeInTheDocument();
});
