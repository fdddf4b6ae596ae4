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

// Tab no longer needs a trap of ours: showModal() makes the page behind inert, which Chromium shows in the e2e suite
// (decision 0217); jsdom has no inert page, only the dialog opened as a modal.
it('abre como diálogo modal do navegador (showModal), não como um div por cima da página', async () => {
  const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
  await abrir();
  const dialogo = screen.getByRole('dialog', { name: 'Município' });
  expect(dialogo).toBeInstanceOf(HTMLDialogElement);
  expect(showModal).toHaveBeenCalledTimes(1);
  expect((dialogo as HTMLDialogElement).open).toBe(true);
  showModal.mockRestore();
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

/** A page whose list is searched on the server, as the municipality step does: the filter lives in the page. */
function PaginaComBuscaNoServidor() {
  const [aberto, setAberto] = useState(false);
  const [termo, setTermo] = useState('');
  const itens = MUNICIPIOS.filter((m) => m.rotulo.toLowerCase().includes(termo.toLowerCase()));
  return (
    <>
      <button type="button" onClick={() => setAberto(true)}>
        Escolher município
      </button>
      <ModalSelecao
        titulo="Município"
        itens={itens}
        aberto={aberto}
        aoFechar={() => setAberto(false)}
        aoConfirmar={jest.fn()}
        aoBuscar={setTermo}
      />
    </>
  );
}

it.each([
  ['o ×', (u: ReturnType<typeof userEvent.setup>) => u.click(screen.getByRole('button', { name: 'Fechar' }))],
  ['Escape', (u: ReturnType<typeof userEvent.setup>) => u.keyboard('{Escape}')],
])(
  'fechada com %s e aberta de novo, a lista não guarda uma busca que a caixa não mostra',
  async (_como, fechar) => {
    const u = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<PaginaComBuscaNoServidor />);
    await u.click(screen.getByRole('button', { name: 'Escolher município' }));
    await u.type(screen.getByRole('searchbox'), 'São José');
    expect(within(screen.getByRole('dialog')).getAllByRole('radio')).toHaveLength(1);
    await fechar(u);
    await u.click(screen.getByRole('button', { name: 'Escolher município' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(within(screen.getByRole('dialog')).getAllByRole('radio')).toHaveLength(3);
  },
);

it('Limpar desfaz também a busca', async () => {
  const u = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<PaginaComBuscaNoServidor />);
  await u.click(screen.getByRole('button', { name: 'Escolher município' }));
  await u.type(screen.getByRole('searchbox'), 'Campinas');
  await u.click(screen.getByRole('radio', { name: 'Campinas' }));
  await u.click(screen.getByRole('button', { name: 'Limpar' }));
  expect(screen.getByRole('searchbox')).toHaveValue('');
  expect(within(screen.getByRole('dialog')).getAllByRole('radio')).toHaveLength(3);
  expect(screen.getByRole('radio', { name: 'Campinas' })).not.toBeChecked();
});

it('a linha inteira de uma opção é o alvo do toque, não só o texto (WCAG 2.5.8)', async () => {
  const usuario = await abrir();
  const opcao = screen.getByRole('radio', { name: 'Campinas' });
  // The control sits inside its label, which is the row: a tap anywhere on it chooses.
  const linha = opcao.closest('label');
  expect(linha).not.toBeNull();
  expect(linha).toHaveClass('modal-selecao__opcao');
  await usuario.click(linha as HTMLElement);
  expect(opcao).toBeChecked();
});
