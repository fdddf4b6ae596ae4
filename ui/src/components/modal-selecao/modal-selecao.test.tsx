import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ModalSelecao, type ModalSelecaoProps } from './modal-selecao';
import type { ItemSelecao } from './selecao';

const MUNICIPIOS: ItemSelecao[] = [
  { id: 1, rotulo: 'São Paulo' },
  { id: 2, rotulo: 'Campinas' },
  { id: 3, rotulo: 'São José dos Campos' },
];

type Extra = Partial<ModalSelecaoProps<ItemSelecao>>;

/** The modal as a page uses it: a button opens it, the choice comes back on confirm. */
function Pagina({ aoConfirmar = jest.fn(), ...extra }: Extra) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAberto(true)}>
        Escolher município
      </button>
      <ModalSelecao
        titulo="Município"
        itens={MUNICIPIOS}
        aberto={aberto}
        aoFechar={() => setAberto(false)}
        aoConfirmar={aoConfirmar}
        {...extra}
      />
    </>
  );
}

async function abrir(extra: Extra = {}) {
  const usuario = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Pagina {...extra} />);
  await usuario.click(screen.getByRole('button', { name: 'Escolher município' }));
  return usuario;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('é um diálogo modal nomeado; a busca recebe o foco ao abrir, e nunca depois', async () => {
  const usuario = await abrir();
  const dialogo = screen.getByRole('dialog', { name: 'Município' });
  expect(dialogo).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByRole('searchbox', { name: 'Pesquisar' })).toHaveFocus();
  await usuario.tab();
  const escolhido = document.activeElement;
  expect(escolhido).not.toBe(screen.getByRole('searchbox'));
  act(() => jest.advanceTimersByTime(5000));
  expect(escolhido).toHaveFocus();
});

it('a contagem de resultados é anunciada numa região viva educada', async () => {
  const usuario = await abrir();
  const contagem = within(screen.getByRole('dialog')).getByRole('status');
  expect(contagem).toHaveTextContent('3 resultados.');
  await usuario.type(screen.getByRole('searchbox'), 'campinas');
  expect(contagem).toHaveTextContent('1 resultado.');
  await usuario.type(screen.getByRole('searchbox'), 'xyz');
  expect(contagem).toHaveTextContent('Nenhum resultado encontrado.');
});

it('a busca filtra sem diferenciar acentos e escolha única confirma um item', async () => {
  const aoConfirmar = jest.fn();
  const usuario = await abrir({ aoConfirmar });
  await usuario.type(screen.getByRole('searchbox'), 'sao');
  expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
    'São Paulo',
    'São José dos Campos',
  ]);
  await usuario.clear(screen.getByRole('searchbox'));
  await usuario.click(screen.getByRole('radio', { name: 'Campinas' }));
  await usuario.click(screen.getByRole('radio', { name: 'São Paulo' }));
  await usuario.click(screen.getByRole('button', { name: 'Confirmar' }));
  expect(aoConfirmar).toHaveBeenCalledWith([MUNICIPIOS[0]]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('escolha múltipla, e Limpar desfaz as escolhas', async () => {
  const aoConfirmar = jest.fn();
  const usuario = await abrir({ aoConfirmar, multiplo: true, selecionadosIniciais: [MUNICIPIOS[2]!] });
  expect(screen.getByRole('checkbox', { name: 'São José dos Campos' })).toBeChecked();
  await usuario.click(screen.getByRole('checkbox', { name: 'Campinas' }));
  await usuario.click(screen.getByRole('button', { name: 'Confirmar' }));
  expect(aoConfirmar).toHaveBeenLastCalledWith([MUNICIPIOS[2], MUNICIPIOS[1]]);

  await usuario.click(screen.getByRole('button', { name: 'Escolher município' }));
  await usuario.click(screen.getByRole('checkbox', { name: 'Campinas' }));
  await usuario.click(screen.getByRole('button', { name: 'Limpar' }));
  expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
});

it('Escape fecha e o foco volta ao botão que abriu', async () => {
  const usuario = await abrir();
  await usuario.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Escolher município' })).toHaveFocus();
});

it('Tab fica preso dentro do diálogo', async () => {
  const usuario = await abrir();
  act(() => screen.getByRole('button', { name: 'Confirmar' }).focus());
  await usuario.tab();
  expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
});

it('rolagem infinita: o sentinela visível chama carregarMais', async () => {
  let aoCruzar!: IntersectionObserverCallback;
  const observe = jest.fn();
  window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
    aoCruzar = callback;
    return { observe, disconnect: jest.fn() };
  }) as unknown as typeof IntersectionObserver;
  const carregarMais = jest.fn();
  await abrir({ carregarMais, temMais: true });
  expect(observe).toHaveBeenCalledTimes(1);
  act(() => aoCruzar([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
  expect(carregarMais).toHaveBeenCalledTimes(1);
  delete (window as Partial<typeof window>).IntersectionObserver;
});

it('sem IntersectionObserver, um botão "Carregar mais" faz o mesmo', async () => {
  const carregarMais = jest.fn();
  const usuario = await abrir({ carregarMais, temMais: true });
  await usuario.click(screen.getByRole('button', { name: 'Carregar mais' }));
  expect(carregarMais).toHaveBeenCalledTimes(1);
});

it('o modelo opcional de "adicionar item" recebe o texto buscado', async () => {
  const usuario = await abrir({
    renderAdicionar: (termo) => <button type="button">Adicionar “{termo}”</button>,
  });
  await usuario.type(screen.getByRole('searchbox'), 'Sorocaba');
  expect(screen.getByText('Nenhum resultado encontrado.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Adicionar “Sorocaba”' })).toBeInTheDocument();
});
