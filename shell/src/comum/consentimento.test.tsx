import React from 'react';
import { act, renderHook } from '@testing-library/react';
import { StorageKey } from '@portal/contracts';
import { definirConsentimento, useConsentimento } from './consentimento';

describe('useConsentimento', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('lê a resposta do navegador numa transição, depois de desenhar (decisão 0408)', () => {
    // A value read differently in the browser than in the prerender, read during hydration, makes React draw again at
    // once, in one task; read in a transition, React draws it in slices.
    const transicao = jest.spyOn(React, 'startTransition');
    localStorage.setItem(StorageKey.consentimentoAnalytics, 'recusado');
    const { result } = renderHook(() => useConsentimento());
    expect(transicao).toHaveBeenCalledTimes(1);
    expect(result.current).toBe('recusado');
  });

  it('sem resposta salva, pendente; a resposta do visitante chega na hora', () => {
    const { result } = renderHook(() => useConsentimento());
    expect(result.current).toBe('pendente');
    act(() => definirConsentimento('aceito'));
    expect(result.current).toBe('aceito');
  });
});
