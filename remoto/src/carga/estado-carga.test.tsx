import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EstadoCarga } from './estado-carga';
import { useCarga } from './use-carga';
import { idDaRota, NaoEncontrado } from '../nao-encontrado/nao-encontrado';

function PaginaDeTeste({ carregar, chave }: { carregar: () => Promise<string>; chave: string }) {
  const carga = useCarga(carregar, chave);
  return <EstadoCarga carga={carga}>{(dados) => <p>{dados}</p>}</EstadoCarga>;
}

function adiado<T>() {
  let resolver!: (valor: T) => void;
  const promessa = new Promise<T>((r) => (resolver = r));
  return { promessa, resolver };
}

it('mostra o carregamento e depois a página montada com os dados', async () => {
  render(<PaginaDeTeste carregar={() => Promise.resolve('Trilhas de tecnologia')} chave="a" />);
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(await screen.findByText('Trilhas de tecnologia')).toBeInTheDocument();
});

it('numa falha mostra a mensagem e tenta de novo ao pedido do usuário', async () => {
  const carregar = jest
    .fn<Promise<string>, []>()
    .mockRejectedValueOnce(new Error('Serviço indisponível'))
    .mockResolvedValueOnce('Cursos abertos');
  render(<PaginaDeTeste carregar={carregar} chave="a" />);
  expect(
    await screen.findByRole('heading', { name: 'Não foi possível carregar esta página' }),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByText('Cursos abertos')).toBeInTheDocument();
  expect(carregar).toHaveBeenCalledTimes(2);
});

// The pressed "Tentar novamente" goes away while the page loads again: the focus must not fall to <body>, where
// keyboard and screen reader users lose their place.
it('"Tentar novamente" leva o foco ao h1 da página, que fica enquanto carrega e se falhar de novo', async () => {
  let falhar!: (erro: Error) => void;
  const carregar = jest
    .fn<Promise<string>, []>()
    .mockRejectedValueOnce(new Error('Serviço indisponível'))
    .mockReturnValueOnce(new Promise((_, rejeitar) => (falhar = rejeitar)));
  render(
    <>
      <h1>Cursos abertos</h1>
      <PaginaDeTeste carregar={carregar} chave="a" />
    </>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
  const h1 = screen.getByRole('heading', { level: 1, name: 'Cursos abertos' });
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(h1).toHaveFocus();
  await act(async () => falhar(new Error('Serviço indisponível')));
  expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  expect(h1).toHaveFocus();
});

it('ignora a resposta de uma carga que outra chave já substituiu', async () => {
  const lenta = adiado<string>();
  const { rerender } = render(<PaginaDeTeste carregar={() => lenta.promessa} chave="antiga" />);
  rerender(<PaginaDeTeste carregar={() => Promise.resolve('Página nova')} chave="nova" />);
  expect(await screen.findByText('Página nova')).toBeInTheDocument();
  await act(async () => lenta.resolver('Página antiga'));
  expect(screen.queryByText('Página antiga')).not.toBeInTheDocument();
  expect(screen.getByText('Página nova')).toBeInTheDocument();
});

it('uma resposta 404 da API é "não encontrado", sem o painel de tentar de novo', async () => {
  const resposta404 = Object.assign(new Error('Request failed with status code 404'), {
    response: { status: 404, data: { message: 'Inscrição não encontrada.', errors: [] } },
  });
  render(<PaginaDeTeste carregar={() => Promise.reject(resposta404)} chave="a" />);
  expect(
    await screen.findByRole('heading', { name: 'Não encontramos o que você procura' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/home');
});

it('um id inválido na URL (a carga falha antes de chamar a API) também é "não encontrado"', async () => {
  render(<PaginaDeTeste carregar={() => Promise.resolve(String(idDaRota('abc')))} chave="a" />);
  expect(
    await screen.findByRole('heading', { name: 'Não encontramos o que você procura' }),
  ).toBeInTheDocument();
});

it('a página escolhe o que mostrar quando o registro não existe', async () => {
  function Pagina() {
    const carga = useCarga(() => Promise.reject(new NaoEncontrado()), 'x');
    return (
      <EstadoCarga carga={carga} naoEncontrado={<p>Inscrição inexistente</p>}>
        {() => null}
      </EstadoCarga>
    );
  }
  render(<Pagina />);
  expect(await screen.findByText('Inscrição inexistente')).toBeInTheDocument();
});

it('uma resposta 403 diz que o acesso não é permitido, sem "Tentar novamente" (a mesma pessoa teria a mesma resposta)', async () => {
  const resposta403 = Object.assign(new Error('Request failed with status code 403'), {
    response: { status: 403, data: { message: 'Acesso negado.', errors: ['Acesso negado.'] } },
  });
  render(<PaginaDeTeste carregar={() => Promise.reject(resposta403)} chave="a" />);
  expect(await screen.findByRole('heading', { name: 'Acesso não permitido' })).toBeInTheDocument();
  expect(screen.getByText('Acesso negado.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
});
