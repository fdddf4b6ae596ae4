import { render, screen } from '@testing-library/react';
import { encerrarSessao, http, lerDoAparelho } from '@portal/shared-auth';
import { entrarComo, fingirRede, restaurarRede, semRede } from '@portal/shared-auth/testes';
import { textoSemConexao } from '@portal/ui/texto-sem-conexao';
import { AvisoSemConexao, useCargaNoAparelho } from './carga-no-aparelho';

interface Item {
  id: number;
  idUsuario: number;
}

function Lista() {
  const carga = useCargaNoAparelho(
    'historico',
    async () => (await http.get<Item[]>('/v1/itens')).data,
    (itens) => itens[0]?.idUsuario ?? 7,
  );
  return (
    <>
      <AvisoSemConexao copiaDe={carga.copiaDe} />
      {carga.erro ? <p>falhou</p> : null}
      <ul>
        {carga.dados?.map((i) => (
          <li key={i.id}>{`item ${i.id}`}</li>
        ))}
      </ul>
    </>
  );
}

beforeEach(() => {
  localStorage.clear();
  entrarComo();
});
afterEach(() => restaurarRede());

it('guarda a resposta do usuário e, sem conexão, mostra a cópia com a data e a hora', async () => {
  fingirRede({ 'GET /v1/itens': { data: [{ id: 1, idUsuario: 7 }] } });
  const { unmount } = render(<Lista />);
  expect(await screen.findByText('item 1')).toBeInTheDocument();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  const copia = lerDoAparelho<Item[]>('historico');
  expect(copia?.dados).toEqual([{ id: 1, idUsuario: 7 }]);
  unmount();

  semRede();
  render(<Lista />);
  expect(await screen.findByText('item 1')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(textoSemConexao(copia!.em));
});

it('um erro da API não mostra a cópia; sem conexão e sem cópia, o erro fica', async () => {
  fingirRede({ 'GET /v1/itens': { data: [{ id: 1, idUsuario: 7 }] } });
  const { unmount } = render(<Lista />);
  await screen.findByText('item 1');
  unmount();
  fingirRede({ 'GET /v1/itens': { status: 500, data: { message: 'Erro', errors: [] } } });
  const segunda = render(<Lista />);
  expect(await screen.findByText('falhou')).toBeInTheDocument();
  segunda.unmount();

  encerrarSessao();
  entrarComo();
  semRede();
  render(<Lista />);
  expect(await screen.findByText('falhou')).toBeInTheDocument();
});

it('a resposta sobre outra pessoa não é guardada', async () => {
  fingirRede({ 'GET /v1/itens': { data: [{ id: 2, idUsuario: 99 }] } });
  render(<Lista />);
  await screen.findByText('item 2');
  expect(lerDoAparelho('historico')).toBeNull();
});

it('textoSemConexao: dd/mm às hh:mm, na hora de São Paulo', () => {
  expect(textoSemConexao(new Date('2026-11-28T13:05:00Z'))).toBe(
    'Sem conexão — informações de 28/11 às 10:05',
  );
  expect(textoSemConexao(Date.parse('2026-11-29T02:30:00Z'))).toBe(
    'Sem conexão — informações de 28/11 às 23:30',
  );
});
