import { StorageKey } from '@portal/contracts';
import { armazenamento } from '@portal/shared-auth';

/**
 * The accessibility bar's reading choices (eMAG 3.1; decision 0182): high contrast and text size, kept in the
 * browser so they hold on every page and visit. The shell's inline script in index.html applies both before the
 * first paint; these functions apply and save a change made with the bar.
 */
export const TAMANHOS_DE_FONTE = [100, 125, 150, 175, 200] as const;
export type TamanhoDeFonte = (typeof TAMANHOS_DE_FONTE)[number];
export const CLASSE_ALTO_CONTRASTE = 'alto-contraste';

export function lerTamanhoDeFonte(): TamanhoDeFonte {
  const salvo = Number(armazenamento.ler(StorageKey.tamanhoFonte));
  return (TAMANHOS_DE_FONTE as readonly number[]).includes(salvo) ? (salvo as TamanhoDeFonte) : 100;
}

export function definirTamanhoDeFonte(tamanho: TamanhoDeFonte): void {
  document.documentElement.style.fontSize = tamanho === 100 ? '' : `${tamanho}%`;
  if (tamanho === 100) armazenamento.remover(StorageKey.tamanhoFonte);
  else armazenamento.gravar(StorageKey.tamanhoFonte, String(tamanho));
}

/** The next size up or down, within the list (the ends stay where they are). */
export function tamanhoVizinho(atual: TamanhoDeFonte, passo: 1 | -1): TamanhoDeFonte {
  const indice = TAMANHOS_DE_FONTE.indexOf(atual) + passo;
  return TAMANHOS_DE_FONTE[Math.min(Math.max(indice, 0), TAMANHOS_DE_FONTE.length - 1)]!;
}

export function lerAltoContraste(): boolean {
  return armazenamento.ler(StorageKey.altoContraste) === 'true';
}

export function definirAltoContraste(ativo: boolean): void {
  document.body.classList.toggle(CLASSE_ALTO_CONTRASTE, ativo);
  if (ativo) armazenamento.gravar(StorageKey.altoContraste, 'true');
  else armazenamento.remover(StorageKey.altoContraste);
}
