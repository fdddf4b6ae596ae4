import { render, screen } from '@testing-library/react';
import type { Carga } from '@portal/remoto';
import { ListaPaginada, type PaginaDaApi } from './lista-paginada';

const TEXTOS = {
  nome: 'Inscrições',
  rotuloPaginacao: 'Páginas das inscrições',
  resumo: (total: number) => `${total} inscrições encontradas.`,
};

const carga = (dados: PaginaDaApi<number>): Carga<PaginaDaApi<number>> => ({
  dados,
  erro: null,
  carregando: false,
  naoEncontrado: false,
  recarregar: () => undefined,
});

function renderizar(dados: PaginaDaApi<number>) {
  const aoMudarPagina = jest.fn();
  render(
    <ListaPaginada carga={carga(dados)} textos={TEXTOS} aoMudarPagina={aoMudarPagina}>
      {(itens, legenda) => <p>{`${legenda}: ${itens.join(', ')}`}</p>}
    </ListaPaginada>,
  );
  return aoMudarPagina;
}

describe('ListaPaginada', () => {
  // An action emptied the last page (its rows were called up): the same page now lies past the end, with no rows and
  // no paging to leave it. The list goes to the last page there is, in place of the empty one (no extra history step).
  it('uma página além da última, vazia, com itens em outras páginas, leva à última página que existe', () => {
    const aoMudarPagina = renderizar({ itens: [], total: 20, pagina: 2, porPagina: 20 });
    expect(aoMudarPagina).toHaveBeenCalledTimes(1);
    expect(aoMudarPagina).toHaveBeenCalledWith(1, { substituir: true });
  });

  it('uma página além da última pula para a última, não para a primeira', () => {
    const aoMudarPagina = renderizar({ itens: [], total: 45, pagina: 9, porPagina: 20 });
    expect(aoMudarPagina).toHaveBeenCalledWith(3, { substituir: true });
  });

  it('uma lista vazia de fato fica na página, só com o resumo', () => {
    const aoMudarPagina = renderizar({ itens: [], total: 0, pagina: 1, porPagina: 20 });
    expect(screen.getByText('0 inscrições encontradas.')).toHaveAttribute('role', 'status');
    expect(aoMudarPagina).not.toHaveBeenCalled();
  });

  it('uma página com itens não muda de página', () => {
    const aoMudarPagina = renderizar({ itens: [21, 22], total: 22, pagina: 2, porPagina: 20 });
    expect(screen.getByText('Inscrições, página 2 de 2: 21, 22')).toBeInTheDocument();
    expect(aoMudarPagina).not.toHaveBeenCalled();
  });
});
