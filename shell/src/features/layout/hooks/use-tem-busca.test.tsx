import React from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useTemBusca } from './use-tem-busca';

const naPagina = ({ children }: { children: React.ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

describe('useTemBusca', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('a página com um campo de busca é vista numa transição, depois de desenhar (decisão 0861)', () => {
    const transicao = jest.spyOn(React, 'startTransition');
    document.body.innerHTML = '<main><input type="search" /></main>';
    const valores: boolean[] = [];
    renderHook(() => valores.push(useTemBusca()), { wrapper: naPagina });
    expect(valores).toEqual([false, true]);
    expect(transicao).toHaveBeenCalled();
  });

  it('um campo de busca que o remoto desenha depois também é visto', async () => {
    document.body.innerHTML = '<main></main>';
    const { result } = renderHook(() => useTemBusca(), { wrapper: naPagina });
    expect(result.current).toBe(false);
    document.querySelector('main')!.innerHTML = '<div role="search"><input /></div>';
    await waitFor(() => expect(result.current).toBe(true));
  });
});
