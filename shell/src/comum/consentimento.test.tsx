import React from 'react';
import { act, renderHook } from '@testing-library/react';
import { StorageKey } from '@portal/contracts';
import { definirConsentimento, useConsentimento, useConsentimentoDepoisDaHidratacao } from './consentimento';

/** Every value the hook gave, render by render. */
function valoresDe(hook: () => string) {
  const valores: string[] = [];
  const resultado = renderHook(() => {
    const valor = hook();
    valores.push(valor);
    return valor;
  });
  return { valores, ...resultado };
}

describe('consentimento', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('no layout pré-renderizado, primeiro o valor da pré-renderização, e a resposta salva numa transição (decisão 0861)', () => {
    // Read during hydration with useSyncExternalStore, a browser value unlike the prerender's made React draw again
    // at once, in one task; read in a transition, React draws it in slices.
    const transicao = jest.spyOn(React, 'startTransition');
    localStorage.setItem(StorageKey.consentimentoAnalytics, 'recusado');
    const { valores } = valoresDe(useConsentimentoDepoisDaHidratacao);
    expect(valores).toEqual(['desconhecido', 'recusado']);
    expect(transicao).toHaveBeenCalledTimes(1);
  });

  it('no que só o navegador desenha (a página de privacidade), a resposta salva desde o primeiro desenho', () => {
    localStorage.setItem(StorageKey.consentimentoAnalytics, 'aceito');
    expect(valoresDe(useConsentimento).valores).toEqual(['aceito']);
  });

  it.each([
    ['useConsentimento', useConsentimento],
    ['useConsentimentoDepoisDaHidratacao', useConsentimentoDepoisDaHidratacao],
  ])('%s: sem resposta salva, pendente; a resposta do visitante muda o valor', (_, hook) => {
    const { result } = renderHook(() => hook());
    expect(result.current).toBe('pendente');
    act(() => definirConsentimento('aceito'));
    expect(result.current).toBe('aceito');
  });
});
